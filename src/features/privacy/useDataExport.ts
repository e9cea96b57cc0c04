import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useDataExportQuery, useDataExportQuery$data } from '../../__generated__/useDataExportQuery.graphql';

export type DataExportAnswer = useDataExportQuery$data['myDataExport'];

const query = graphql`
  query useDataExportQuery {
    myDataExport {
      exportedAt
      json
      geojson
    }
  }
`;

/**
 * Asks the server for the viewer's data export when the donor presses the button, not when the page loads: it reads
 * every table and is rarely wanted. Always from the network, never from the store (the data may have changed).
 */
export function useDataExport(): () => Promise<DataExportAnswer> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    const data = await fetchQuery<useDataExportQuery>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data) throw new Error('Die Antwort enthielt keine Daten.');
    return data.myDataExport;
  }, [environment]);
}
