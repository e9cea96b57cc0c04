import {
  Button,
  Header as SectionHeader,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccountMenu_user$key } from '../../__generated__/AccountMenu_user.graphql';
import { ACCOUNT_LINKS } from '../../content/navigation';
import { AriaRouter } from '../AriaRouter';
import { ChevronDownIcon, UserIcon } from './menuIcons';
import { accountMenuStyles as styles } from './accountMenuPart';

export interface AccountMenuProps {
  /** The signed-in viewer; null when their data could not be loaded (the menu still works). */
  user: AccountMenu_user$key | null;
  onSignOut: () => void;
  /** Opens the menu initially (stories). */
  defaultOpen?: boolean;
}

/** "Mein Klimahain" in the wide header: the five account pages and Abmelden. */
export function AccountMenu({ user, onSignOut, defaultOpen }: AccountMenuProps) {
  const data = useFragment(
    graphql`
      fragment AccountMenu_user on User {
        firstName
        lastName
      }
    `,
    user,
  );
  const fullName = data ? `${data.firstName} ${data.lastName}`.trim() : '';

  return (
    // Its menu items are links: through react-router, whether or not the shell provides react-aria's router.
    <AriaRouter>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button className={styles.trigger}>
          <UserIcon className={styles.icon} />
          <span className={styles.label}>Mein Klimahain</span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
        <Popover className={styles.popover} placement="bottom end" offset={8}>
          <Menu className={styles.menu}>
            <MenuSection className={styles.section} aria-label={fullName ? undefined : 'Mein Klimahain'}>
              {fullName ? <SectionHeader className={styles.name}>{fullName}</SectionHeader> : null}
              {ACCOUNT_LINKS.map((link) => (
                <MenuItem key={link.to} id={link.to} href={link.to} className={styles.item}>
                  {link.label}
                </MenuItem>
              ))}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuItem id="abmelden" className={styles.item} onAction={onSignOut}>
              Abmelden
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </AriaRouter>
  );
}
