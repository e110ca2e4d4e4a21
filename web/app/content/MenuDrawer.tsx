// The phone header's menu (issue 15 item 1): what the compact header has no room for, in a
// drawer from the left: the category tree, the account, the wish list, the stores and the
// country and language switch. A modal <dialog> opened with showModal() gives the focus
// trap, Escape and an inert page behind it for free; focus goes back to the menu button
// when it closes. The drawer is rendered only while open, so the server's page holds one
// copy of each header link and the desktop layout is untouched.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LocaleSwitcher } from './LocaleSwitcher';
import { SmartLink } from './SmartLink';
import { SmartLinkList } from './SmartLinkList';
import { DialogCloseButton } from '../platform/DialogCloseButton';
import { DialogOpener } from '../platform/DialogOpener';

export interface MenuItem {
  label: string;
  href: string;
  children: ReadonlyArray<{ label: string; href: string }>;
}

interface MenuButtonProps {
  navigation: ReadonlyArray<MenuItem>;
  /** The header's account, wish-list and points links, shown again in the drawer. */
  accountLinks: ReactNode;
}

export function MenuButton({ navigation, accountLinks }: MenuButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  // A link in the drawer navigates: the drawer closes and focus goes where the page puts it.
  useEffect(() => setOpen(false), [key]);

  return (
    <>
      <DialogOpener ref={button} className="menu-button" open={open} onOpen={() => setOpen(true)} testId="menu-button">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('header.menu')}</span>
      </DialogOpener>
      {open && (
        <MenuDrawer
          navigation={navigation}
          accountLinks={accountLinks}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

interface MenuDrawerProps extends MenuButtonProps {
  onClose: () => void;
}

function MenuDrawer({ navigation, accountLinks, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a tap on the backdrop; the dialog's own Escape closes it from the keyboard (suppression 7)
    <dialog
      ref={dialog}
      className="menu-drawer"
      aria-labelledby={titleId}
      data-testid="menu-drawer"
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself (its content fills an inner box).
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="menu-drawer__body">
        <div className="menu-drawer__head">
          <p className="menu-drawer__title" id={titleId}>
            {t('header.menu')}
          </p>
          <DialogCloseButton className="menu-drawer__close" label={t('header.closeMenu')} onClose={() => dialog.current?.close()} />
        </div>
        <nav aria-label={t('header.categoriesNav')}>
          <ul className="menu-drawer__categories">
            {navigation.map((item) => (
              <li key={item.href}>
                {item.children.length > 0 ? (
                  <details>
                    <summary>{item.label}</summary>
                    <SmartLinkList links={[{ href: item.href, label: t('header.shopAll', { category: item.label }) }, ...item.children]} />
                  </details>
                ) : (
                  <SmartLink to={item.href}>{item.label}</SmartLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="menu-drawer__links">
          {accountLinks}
          <Link to="/stores">{t('header.stores')}</Link>
          <Link to="/happening">{t('header.happening')}</Link>
        </div>
        <div className="menu-drawer__locale">
          <LocaleSwitcher />
        </div>
      </div>
    </dialog>
  );
}
