import { useSyncExternalStore, type ReactNode } from 'react';
import { requestPart } from '../lazyPart';
import { modalDialogPart } from './modalPart';

export interface ModalOptions {
  /** The dialog's heading (its accessible name). */
  title: string;
  /** The body; a function gets `close` for buttons of its own. */
  content: ReactNode | ((close: () => void) => ReactNode);
  /** Called once when the modal closes, however it closes (button, Escape, outside click, closeModal()). */
  onClose?: () => void;
  /** 'alertdialog' for a question before something that cannot be undone (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /**
   * false while work started in the modal runs: Escape, a click outside and „Schließen“ do nothing until it ended.
   * Default true.
   */
  isDismissable?: boolean;
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

/**
 * Opens the app's one global modal (rendered by <ModalHost>), replacing any open one; returns its id. The first one
 * loads the dialog's code, so pages without a modal load none of it; a modal whose code cannot be loaded is closed
 * (its onClose runs) and the next one tries again.
 */
export function openModal(options: ModalOptions): number {
  const id = nextId++;
  set({ ...options, id });
  requestPart(modalDialogPart, () => closeModalIfOpen(id));
  return id;
}

/**
 * Changes what the open modal `id` shows (its content follows the state of the component that opened it, e.g. a
 * running request and its error). Does nothing when that modal is no longer open.
 */
export function updateModal(id: number, change: Partial<Omit<ModalOptions, 'onClose'>>): void {
  if (current?.id !== id) return;
  current = { ...current, ...change };
  for (const listener of listeners) listener();
}

/** Closes the modal `id` if it is still the open one (not one that replaced it). */
export function closeModalIfOpen(id: number): void {
  if (current?.id === id) set(null);
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
