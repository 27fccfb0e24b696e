import { CLIENT_SUMMARY_FIELDS, LOGIN_TYPE, type CarrierClientResponse, type EditClientResponse } from '@kyubos/contracts';
import type { Db } from '../db/db';
import type { AdminAuth, CarrierAuth } from '../auth/tokens';
import { forbidden, notFound } from '../app-error';
import { ownRecord } from '../tenancy';
import { createClientRepository } from './repository';

export function createClientService(db: Db) {
  const clients = createClientRepository(db);
  return {
    /**
     * A client reads its own record, the platform administrator any (another client's id answers
     * 404, as a missing one does); staff get only the summary (no admin or billing contacts).
     */
    async editClient(auth: AdminAuth, id: number): Promise<EditClientResponse> {
      const client = ownRecord(auth, await clients.findById(id), (c) => c.id, 'Client not found', { allowPlatformAdmin: true });
      if (auth.loginType !== LOGIN_TYPE.staff) return { client };
      return { client: Object.fromEntries(CLIENT_SUMMARY_FIELDS.map((field) => [field, client[field]])) as EditClientResponse['client'] };
    },
    /** A carrier portal user reads only the name of the client they work for. */
    async clientForCarrier(auth: CarrierAuth, id: number): Promise<CarrierClientResponse> {
      if (id !== auth.clientId) throw forbidden('You do not have access to this client');
      const client = await clients.findById(id);
      if (!client) throw notFound('Client not found');
      return { client: { id: client.id, Client_FullName: client.Client_FullName } };
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
