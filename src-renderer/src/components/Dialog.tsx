/**
 * A modal dialog: rendered over everything, traps Tab inside itself, closes
 * on Escape, makes the page behind inert and gives focus back on closing.
 * `variant="drawer"` slides in from the right (the rules panel).
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  variant?: 'center' | 'drawer';
  /** Gets focus when the dialog opens (else the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether to show the × button in the corner (default true). */
  closeButton?: boolean;
  className?: string;
  testId?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost handles keys and focus. */
const stack: HTMLElement[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

function setBackgroundInert(inert: boolean): void {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

export function Dialog(props: DialogProps) {
  const { title, onClose, children, actions, variant = 'center', initialFocus, closeButton = true } = props;
  const { t } = useTranslation('shell');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(element);
    setBackgroundInert(true);
    const first = initialFocus?.current ?? focusables(element)[0] ?? element;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== element) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      if (items.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === element || !element.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !element.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== element) return;
      if (event.target instanceof Node && !element.contains(event.target)) {
        (focusables(element)[0] ?? element).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.lastIndexOf(element);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) setBackgroundInert(false);
      if (previous && previous.isConnected) previous.focus();
    };
    // Runs once per opening: initialFocus is read when the dialog opens.
  }, []);

  return createPortal(
    <div className={`dialog-backdrop dialog-backdrop-${variant}`} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`dialog dialog-${variant} ${props.className ?? ''}`}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={props.testId}
      >
        <header className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {closeButton && (
            <button type="button" className="btn btn-ghost btn-small dialog-close" onClick={onClose} aria-label={t('dialog.close')}>
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </header>
        <div className="dialog-body">{children}</div>
        {actions && <footer className="dialog-actions">{actions}</footer>}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before something that cannot be taken back. Focus starts on the safe choice. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={props.title}
      onClose={props.onCancel}
      initialFocus={cancel}
      role="alertdialog"
      closeButton={false}
      actions={
        <>
          <button ref={cancel} type="button" className="btn" onClick={props.onCancel}>
            {props.cancelLabel ?? t('dialog.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${props.danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    >
      {props.message}
    </Dialog>
  );
}
