import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { CatalogQuestion } from '../../../server/core/domain/calculator/catalogTypes';
import { QuestionIcon } from './QuestionIcon';
import styles from './QuestionCard.module.css';

export interface QuestionCardProps {
  question: CatalogQuestion;
  /** The chosen choice id, if any. */
  value: string | undefined;
  onAnswer: (questionId: string, choiceId: string) => void;
  /** While the saved result loads, answers cannot change. */
  isDisabled?: boolean;
}

/**
 * One question as a react-aria radio group: the question is the group's label, each choice's visible text its
 * radio's name. Tab reaches the group, arrow keys pick a choice.
 */
export function QuestionCard({ question, value, onAnswer, isDisabled = false }: QuestionCardProps) {
  return (
    <RadioGroup
      className={value === undefined ? styles.card : `${styles.card} ${styles.answered}`}
      value={value ?? null}
      onChange={(choiceId) => onAnswer(question.id, choiceId)}
      isDisabled={isDisabled}
      orientation="horizontal"
    >
      <div className={styles.head}>
        <QuestionIcon name={question.icon} className={styles.icon} />
        <div>
          <p className={styles.title} aria-hidden="true">
            {question.title}
          </p>
          <Label className={styles.label}>{question.label}</Label>
        </div>
      </div>
      <div className={styles.choices}>
        {question.choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className={styles.choice}>
            {choice.text}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
