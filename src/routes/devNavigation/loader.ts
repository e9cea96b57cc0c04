import { loadQuery } from 'react-relay/hooks';
import DevNavigationPageQueryNode, {
  type DevNavigationPageQuery,
} from '../../__generated__/DevNavigationPageQuery.graphql';
import { getEnvironment } from '../../relay/environment';

/** Runs beside the lazy page code, so code and data load in parallel. */
export function devNavigationLoader() {
  return loadQuery<DevNavigationPageQuery>(
    getEnvironment(),
    DevNavigationPageQueryNode,
    {},
    { fetchPolicy: 'store-or-network' },
  );
}
