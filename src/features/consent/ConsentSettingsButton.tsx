import { useState } from 'react';
import { PlainButton } from '../../app/feedback/PlainButton';
import { showToast } from '../../app/feedback/toast';
import { consent as appConsent } from './consent';
import type { ConsentManager } from './createConsentManager';

export interface ConsentSettingsButtonProps {
  className?: string;
  children?: string;
  manager?: ConsentManager;
}

/**
 * Opens the consent settings again (footer, Datenschutzerklärung); loads the consent manager first if needed. A native
 * button with react-aria's data attributes: the footer is on every page and brings no react-aria with it.
 */
export function ConsentSettingsButton({
  className,
  children = 'Cookie-Einstellungen',
  manager = appConsent,
}: ConsentSettingsButtonProps) {
  const [isOpening, setIsOpening] = useState(false);

  async function handlePress() {
    setIsOpening(true);
    const opened = await manager.openSettings();
    setIsOpening(false);
    if (!opened) {
      showToast({
        tone: 'error',
        title: 'Die Cookie-Einstellungen lassen sich gerade nicht öffnen.',
        description:
          'Bitte lade die Seite neu und versuche es noch einmal. Ohne deine Zustimmung bleibt die Statistik aus.',
      });
    }
  }

  return (
    <PlainButton
      className={className}
      onPress={() => void handlePress()}
      isDisabled={isOpening}
      aria-busy={isOpening || undefined}
      aria-haspopup="dialog"
    >
      {children}
    </PlainButton>
  );
}
