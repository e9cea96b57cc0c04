import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import type { IsoDate } from '../../../server/core/repositories/types';
import fieldStyles from '../../ui/TextField.module.css';
import styles from './DeliveryDateField.module.css';

export interface DeliveryDateFieldProps {
  label: string;
  /** yyyy-MM-dd, or null while no complete day is entered. */
  value: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
  /** The first and the last day that can be chosen (yyyy-MM-dd). */
  minValue: IsoDate;
  maxValue: IsoDate;
  error?: string | null;
  description?: string;
}

/**
 * A gift's day of delivery (react-aria DatePicker): typed day by day (TT.MM.JJJJ) or picked in a German calendar;
 * days outside `minValue` … `maxValue` cannot be picked. The form's own check says why a typed day is refused.
 */
export function DeliveryDateField({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  error,
  description,
}: DeliveryDateFieldProps) {
  return (
    <DatePicker
      className={fieldStyles.field}
      value={value ? parseDate(value) : null}
      onChange={(day) => onChange(day ? (day.toString() as IsoDate) : null)}
      minValue={parseDate(minValue)}
      maxValue={parseDate(maxValue)}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      shouldForceLeadingZeros
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.open} aria-label="Kalender öffnen">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
            />
          </svg>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={label}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.nav} aria-label="Vorheriger Monat">
                ‹
              </Button>
              <Heading className={styles.month} />
              <Button slot="next" className={styles.nav} aria-label="Nächster Monat">
                ›
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(day) => <CalendarCell date={day} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
