import { graphql, useFragment } from 'react-relay/hooks';
import type { NarrowHeader_user$key } from '../../__generated__/NarrowHeader_user.graphql';
import { SignedInAs } from './NarrowHeader';

export interface NarrowAccountNameProps {
  user: NarrowHeader_user$key;
}

/** "Angemeldet als Vorname Nachname" at the top of the signed-in menu (with the header's data, in its Relay chunk). */
export function NarrowAccountName({ user }: NarrowAccountNameProps) {
  const data = useFragment(
    graphql`
      fragment NarrowHeader_user on User {
        firstName
        lastName
      }
    `,
    user,
  );
  return <SignedInAs fullName={`${data.firstName} ${data.lastName}`.trim()} />;
}
