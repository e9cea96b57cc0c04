import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilDom } from '../../test/untilDom';
import { closeModal, openModal } from './modal';
import { ModalHost } from './ModalHost';

afterEach(() => {
  act(() => closeModal());
});

function Opener({ onClose }: { onClose?: () => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() =>
          openModal({
            title: 'Was bedeutet CO2-Bilanz?',
            content: <p>Die Menge CO2, die du im Jahr verursachst.</p>,
            onClose,
          })
        }
      >
        Erklärung öffnen
      </button>
      <ModalHost />
    </>
  );
}

describe('ModalHost', () => {
  it('opens a dialog named by its heading, moves focus in, closes with „Schließen“ and restores focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Erklärung öffnen' });

    await user.click(opener);
    const dialog = await untilDom(() => screen.getByRole('dialog', { name: 'Was bedeutet CO2-Bilanz?' }));
    expect(dialog.textContent).toContain('Die Menge CO2, die du im Jahr verursachst.');
    expect(dialog.contains(document.activeElement)).toBe(true);

    // The dialog's own button (react-aria's hidden dismiss button outside it is called „Schließen“ in German too).
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Erklärung öffnen' }));
    await untilDom(() => screen.getByRole('dialog'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Erklärung öffnen' }));
    const dialog = await untilDom(() => screen.getByRole('dialog'));

    for (let i = 0; i < 3; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('gives content a close function and closes from code', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    act(() =>
      openModal({
        title: 'Abo pausieren?',
        content: (close) => (
          <button type="button" onClick={close}>
            Abbrechen
          </button>
        ),
      }),
    );
    await user.click(await untilDom(() => screen.getByRole('button', { name: 'Abbrechen' })));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openModal({ title: 'Noch einmal', content: 'Text' }));
    expect(await untilDom(() => screen.getByRole('dialog', { name: 'Noch einmal' }))).not.toBeNull();
    act(() => closeModal());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
