import { GIFT_MESSAGE_MAX } from '../../../server/core/domain/gifts/rules';
import { TextAreaField } from '../../ui/TextAreaField';

export interface GiftMessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

const characters = (text: string) => [...text].length;

/** The personal message printed on the certificate, with how many of its 300 characters are left. */
export function GiftMessageField({ value, onChange, error }: GiftMessageFieldProps) {
  const left = GIFT_MESSAGE_MAX - characters(value);
  return (
    <TextAreaField
      label="Persönliche Nachricht (freiwillig)"
      name="giftMessage"
      value={value}
      onChange={onChange}
      rows={4}
      error={error}
      description={
        left >= 0
          ? `Steht auf der Urkunde. Noch ${left.toLocaleString('de-DE')} von ${GIFT_MESSAGE_MAX} Zeichen.`
          : `Steht auf der Urkunde. ${(-left).toLocaleString('de-DE')} Zeichen zu viel (höchstens ${GIFT_MESSAGE_MAX}).`
      }
    />
  );
}
