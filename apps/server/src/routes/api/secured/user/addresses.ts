import type { FastifyInstance } from 'fastify';
import { deleteSavedAddress, listSavedAddresses, updateSavedAddress } from '@ordina/db';
import { registerEndpoint } from '../../../../endpoints.ts';
import { ApiError } from '../../../../errors.ts';
import { requireAccount } from '../../../../plugins/auth/index.ts';
import { recordIdFromPath } from './record-id-param.ts';

/**
 * The customer's saved addresses (spec §7): GET the list, PUT one (make it
 * the default — exactly one per customer — and edit floor and doorbell; the
 * location itself is not editable), DELETE one (deleting the default makes
 * the first remaining address the default). Every call answers the list,
 * default first then newest. Another customer's or an unknown address is
 * 404 NOT_FOUND.
 */
export default function addressRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const db = () => app.database.db;

  registerEndpoint(app, 'GET /api/secured/user/:id/anagraphic/address', {}, async (request) => {
    const { session } = requireAccount(request);
    return { data: await listSavedAddresses(db(), session.businessId, session.userId) };
  });

  registerEndpoint(app, 'PUT /api/secured/user/:id/anagraphic/address/:addressId', {}, async (request) => {
    const { session } = requireAccount(request);
    const addressId = recordIdFromPath(request.params.addressId);
    const body = request.body;
    // The body names the address it edits (spec §7: "the address … and id"); a different one is a confused client.
    if (body.id !== addressId) throw new ApiError(400, 'GENERIC_ERROR');
    const change = {
      makeDefault: body.default === 1,
      floor: body.floor?.trim(),
      intercomName: body.intercom_name?.trim(),
    };
    if (!(await updateSavedAddress(db(), session.businessId, session.userId, addressId, change)))
      throw new ApiError(404, 'NOT_FOUND');
    return { data: await listSavedAddresses(db(), session.businessId, session.userId) };
  });

  registerEndpoint(app, 'DELETE /api/secured/user/:id/anagraphic/address/:addressId', {}, async (request) => {
    const { session } = requireAccount(request);
    const addressId = recordIdFromPath(request.params.addressId);
    if (!(await deleteSavedAddress(db(), session.businessId, session.userId, addressId)))
      throw new ApiError(404, 'NOT_FOUND');
    return { data: await listSavedAddresses(db(), session.businessId, session.userId) };
  });

  done();
}
