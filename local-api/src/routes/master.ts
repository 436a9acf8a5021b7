import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import master from '../fixtures/master.json' with { type: 'json' };

/** Provinces and regencies (careers application, checkout address, study-tour cities). */
export async function registerMaster(api: FastifyInstance, _ctx: ApiContext): Promise<void> {
  api.get('/master/provinces', async () => ({ data: master.provinces }));
  api.get<{ Params: { provinceId: string } }>('/master/kabupaten/:provinceId', async (request) => ({
    data: master.kabupaten
      .filter((k) => String(k.province_id) === request.params.provinceId)
      .map(({ id, kabupaten_name }) => ({ id, kabupaten_name })),
  }));
  // Study-tour origin cities: every regency.
  api.get('/kabupaten', async () => ({
    data: master.kabupaten.map(({ id, kabupaten_name }) => ({ id, kabupaten_name })),
  }));
}
