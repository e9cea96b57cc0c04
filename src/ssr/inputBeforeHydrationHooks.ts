import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { takeChosenInput, takeTypedInput } from './inputBeforeHydration';
import { takePressedButton } from './noteEarlyPresses';

/*
 * The fields' side of inputBeforeHydration.ts: a module of its own, loaded with the forms that use it — the entry
 * needs only the recording.
 */

/**
 * Once the element is first there (hydrated), what `take` has for it is passed to `onChange`, as if entered now. Later
 * input comes through onChange itself.
 */
function useOnceHydrated<E extends Element, T>(
  element: RefObject<E | null>,
  take: (element: E | null) => T | undefined,
  onChange: (value: T) => void,
) {
  useEffect(() => {
    const value = take(element.current);
    if (value !== undefined) onChange(value);
    // Once, at hydration: later input arrives through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** For a controlled text field: text typed into it before hydration. */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  onChange: (value: string) => void,
): void {
  useOnceHydrated(field, takeTypedInput, onChange);
}

/** For a controlled checkbox: a tick set or cleared before hydration. */
export function useCheckboxChosenBeforeHydration(
  box: RefObject<HTMLInputElement | null>,
  onChange: (isSelected: boolean) => void,
): void {
  useOnceHydrated(box, takeChosenInput, onChange);
}

/** For a controlled radio group: the radio picked in it before hydration (its value). */
export function useRadioChosenBeforeHydration(
  group: RefObject<HTMLElement | null>,
  onChange: (value: string) => void,
): void {
  const pickedIn = (element: HTMLElement | null) =>
    [...(element?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])]
      .filter((radio) => takeChosenInput(radio))
      .at(-1)?.value;
  useOnceHydrated(group, pickedIn, onChange);
}

/** For a group of plain buttons (tree presets): the button pressed last before hydration, as if pressed now. */
export function usePressedBeforeHydration(
  group: RefObject<HTMLElement | null>,
  onPress: (button: HTMLButtonElement) => void,
): void {
  // In the commit itself, not after it: the press shows in the first frame the hydrated form paints, not one later
  // (bench:firsttap, „Baum-Vorschlag“).
  useLayoutEffect(() => {
    const button = takePressedButton([...(group.current?.querySelectorAll('button') ?? [])]);
    if (button) onPress(button as HTMLButtonElement);
    // Once, at hydration: later presses arrive through the buttons' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
