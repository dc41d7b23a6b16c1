import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

interface DropdownGroupState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const DropdownGroupContext = createContext<DropdownGroupState>({ openId: null, setOpenId: () => undefined });

/**
 * The header's dropdowns share one open slot: opening one closes the other. A click outside the
 * open dropdown, or Escape, closes it (Escape also gives the focus back to its button).
 */
export function DropdownGroup({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <DropdownGroupContext.Provider value={value}>{children}</DropdownGroupContext.Provider>;
}

export function useDropdown(id: string) {
  const { openId, setOpenId } = useContext(DropdownGroupContext);
  const open = openId === id;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenId(null), [setOpenId]);
  const toggle = useCallback(() => setOpenId(open ? null : id), [open, id, setOpenId]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const panelId = `${id}-panel`;
  return {
    open,
    close,
    toggle,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
