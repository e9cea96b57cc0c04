import { DialogTrigger } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { DialogButtons, DialogFrame, DialogNote, DialogTitle } from '../../ui/DialogFrame';
import { GiftCertificateSheet } from './GiftCertificateSheet';
import type { GiftDraft } from './giftDraft';
import { deliveryWindow } from './giftDays';

/** What the certificate says besides the gift's own fields: the donation as chosen so far. */
export interface GiftPreview {
  /** The signed-in giver's name as the certificate will print it. */
  giverName: string;
  /** „auf Borneo (Indonesien)“; null while no project is chosen. */
  atForest: string | null;
  /** 0 while the amount buys no tree. */
  treeCount: number;
}

export interface GiftPreviewDialogProps {
  draft: GiftDraft;
  preview: GiftPreview;
}

/**
 * „Vorschau der Urkunde“ before paying (issue 33 §3): the very sheet the certificate page shows and prints, with what
 * is typed so far; what is still missing is named instead of guessed.
 */
export function GiftPreviewDialog({ draft, preview }: GiftPreviewDialogProps) {
  const missing = [
    draft.recipientName.trim() ? null : 'den Namen der beschenkten Person',
    preview.atForest ? null : 'ein Projekt',
    preview.treeCount > 0 ? null : 'einen Betrag ab 5 €',
  ].filter((m): m is string => m !== null);
  return (
    <DialogTrigger>
      <Button variant="secondary">Vorschau der Urkunde</Button>
      <DialogFrame isWide>
        {({ close }) => (
          <>
            <DialogTitle>Vorschau der Urkunde</DialogTitle>
            {missing.length > 0 ? (
              <DialogNote>Noch offen: {listOf(missing)}.</DialogNote>
            ) : (
              <DialogNote>So sieht die Urkunde aus – online, gedruckt und als PDF.</DialogNote>
            )}
            <GiftCertificateSheet
              values={{
                recipientName: draft.recipientName.trim() || '…',
                giverName: preview.giverName,
                message: draft.message.trim(),
                atForest: preview.atForest ?? 'im gewählten Projekt',
                treeCount: preview.treeCount,
                deliverOn: draft.deliverOn ?? deliveryWindow().first,
              }}
            />
            <DialogButtons>
              <Button onPress={close}>Schließen</Button>
            </DialogButtons>
          </>
        )}
      </DialogFrame>
    </DialogTrigger>
  );
}

/** „a, b und c“ */
const listOf = (items: string[]) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
