import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { describeAuthError } from '../../auth/authErrors';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useAuthAction } from './useAuthAction';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('SignUpForm', () => {
  it('checks every field before sending and shows German field errors, focusing the first', async () => {
    const onSubmit = vi.fn();
    inRouter(<SignUpForm onSubmit={onSubmit} isPending={false} error={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel');
    await user.type(screen.getByLabelText('Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte gib deinen Vornamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib deinen Nachnamen ein.')).toBeTruthy();
    expect(screen.getByText(/gültige E-Mail-Adresse/)).toBeTruthy();
    expect(screen.getByText(/Dein Passwort braucht noch mindestens 8 Zeichen/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Vorname'));
    expect(screen.getByLabelText('Vorname').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the sign-up with the newsletter unticked by default, and ticked when chosen', async () => {
    const onSubmit = vi.fn();
    inRouter(<SignUpForm onSubmit={onSubmit} isPending={false} error={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Vorname'), 'Lena');
    await user.type(screen.getByLabelText('Nachname'), 'Neumann');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' lena@beispiel.de ');
    await user.type(screen.getByLabelText('Passwort'), 'Sicher!2026');
    const newsletter = screen.getByRole('checkbox');
    expect((newsletter as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      email: 'lena@beispiel.de',
      password: 'Sicher!2026',
      givenName: 'Lena',
      familyName: 'Neumann',
      newsletter: false,
    });
    await user.click(newsletter);
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ newsletter: true }));
  });

  it('shows the password policy as the field description', () => {
    inRouter(<SignUpForm onSubmit={() => {}} isPending={false} error={null} />);
    expect(screen.getByLabelText('Passwort').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Mindestens 8 Zeichen/)).toBeTruthy();
  });

  it('shows a form-level error at the form, a general error on top', () => {
    const { rerender } = inRouter(
      <SignUpForm
        onSubmit={() => {}}
        isPending={false}
        error={describeAuthError({ name: 'UsernameExistsException' })}
      />,
    );
    const form = screen.getByRole('form', { name: 'Registrieren' });
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toMatch(/Mit dieser E-Mail-Adresse kannst du dich nicht registrieren/);
    // Form-level: after the fields, right above the button.
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Passwort')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    rerender(
      <MemoryRouter>
        <SignUpForm
          onSubmit={() => {}}
          isPending={false}
          error={describeAuthError({ name: 'LimitExceededException' })}
        />
      </MemoryRouter>,
    );
    const general = within(screen.getByRole('form', { name: 'Registrieren' })).getByRole('alert');
    expect(general.textContent).toMatch(/Zu viele Versuche/);
    expect(
      general.compareDocumentPosition(screen.getByLabelText('Vorname')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

/** A page in miniature: the form wired to useAuthAction, like every auth page. */
function SignInHarness({ send }: { send: (email: string, password: string) => Promise<void> }) {
  const { run, isPending, error } = useAuthAction();
  return (
    <SignInForm
      onSubmit={(email, password) => void run(() => send(email, password))}
      isPending={isPending}
      error={error}
    />
  );
}

describe('SignInForm with a request', () => {
  it('disables fields and button while the request runs and never sends twice', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignInHarness send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    const button = screen.getByRole('button', { name: 'Anmelden' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledOnce();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe('Bitte warten …');
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).disabled).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('turns a wrong password into the German form-level message without saying whether the account exists', async () => {
    const send = vi.fn(async () => {
      throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    });
    render(<SignInHarness send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'lena@beispiel.de');
    await user.type(screen.getByLabelText('Passwort'), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.',
    );
  });

  it('asks for e-mail and password before sending', async () => {
    const send = vi.fn(async () => {});
    render(<SignInHarness send={send} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib dein Passwort ein.')).toBeTruthy();
  });
});

describe('NewPasswordForm', () => {
  it('refuses two different passwords with NewPasswordMismatch at the form', async () => {
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} isPending={false} error={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Neues Passwort'), 'Sicher!2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Sicher!2027');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Die beiden Passwörter stimmen nicht überein.');
    expect(screen.getByLabelText('Neues Passwort wiederholen').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Neues Passwort wiederholen'));
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Sicher!2026');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(onSubmit).toHaveBeenCalledWith('Sicher!2026');
  });
});
