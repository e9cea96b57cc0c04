import { useSyncExternalStore, type ReactNode } from 'react';

export interface ModalOptions {
  /** The dialog's heading (its accessible name). */
  title: string;
  /** The body; a function gets `close` for buttons of its own. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Called once when the modal closes, however it closes (button, Escape, outside click, closeModal()). */
  onClose?: () => void;
}

export interface OpenModal extends ModalOptions {
  /** Changes with every openModal(), so a new modal starts fresh even with the same title. */
  id: number;
}

type Listener = () => void;

let current: OpenModal | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function set(next: OpenModal | null) {
  const previous = current;
  current = next;
  for (const listener of listeners) listener();
  if (previous && previous !== next) previous.onClose?.();
}

/** Opens the app's one global modal (rendered by <ModalHost>), replacing any open one. */
export function openModal(options: ModalOptions): void {
  set({ ...options, id: nextId++ });
}

/** Closes the global modal, if one is open. */
export function closeModal(): void {
  if (current) set(null);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** The open modal, or null. */
export function useModal(): OpenModal | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
