import { useState, type ButtonHTMLAttributes, type FocusEvent, type PointerEvent } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  onPress: () => void;
  /** A running action: the button stays focusable, shows data-pending and ignores presses (as react-aria's isPending). */
  isPending?: boolean;
  isDisabled?: boolean;
}

/**
 * A native button with the data attributes react-aria's Button sets (data-hovered, data-pressed, data-focus-visible,
 * data-disabled, data-pending), so the same CSS modules style it. For buttons on every page (footer, error fallback):
 * they must not bring react-aria into the first load of a page.
 */
export function PlainButton({ onPress, isPending = false, isDisabled = false, ...props }: PlainButtonProps) {
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const mouse = (event: PointerEvent) => event.pointerType === 'mouse';
  return (
    <button
      {...props}
      type="button"
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-hovered={(hovered && !isDisabled) || undefined}
      data-pressed={(pressed && !isDisabled) || undefined}
      data-focus-visible={focusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onPointerEnter={(event) => setHovered(mouse(event))}
      onPointerLeave={() => {
        setHovered(false);
        setPressed(false);
      }}
      onPointerDown={() => setPressed(true)}
      onPointerUp={() => setPressed(false)}
      onPointerCancel={() => setPressed(false)}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocusVisible(false)}
      onClick={() => {
        if (!isPending && !isDisabled) onPress();
      }}
    />
  );
}
