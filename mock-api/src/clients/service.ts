import type { EditClientResponse } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import { notFound } from '../http/app-error';
import { assertSameClient } from '../http/tenancy';
import type { ClientRepository } from './repository';

export function createClientService(clients: ClientRepository) {
  return {
    /** A client reads its own record; the platform administrator reads any. */
    async editClient(auth: AdminAuth, id: number): Promise<EditClientResponse> {
      assertSameClient(auth, id, { allowPlatformAdmin: true });
      const client = await clients.findById(id);
      if (!client) throw notFound('Client not found');
      return { client };
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
