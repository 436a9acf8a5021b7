import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { assetUrl } from '../assets.js';
import type { Product } from '@niec/shared/types';

/** Merchandise catalogue (shop remote): bare list and bare product, as the real API answers. */
export async function registerShop(api: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { products } = ctx.catalogue;
  const withUrls = (product: Product) => ({
    ...product,
    file_pic: assetUrl(ctx, product.file_pic),
    file_pic1: assetUrl(ctx, product.file_pic1),
    file_pic2: assetUrl(ctx, product.file_pic2),
    file_pic3: assetUrl(ctx, product.file_pic3),
  });

  api.get('/niec-merchandise/produk', async () => products.map(withUrls));

  api.get<{ Params: { code_product: string } }>(
    '/niec-merchandise/produk-detail/:code_product',
    async (request, reply) => {
      const product = products.find((p) => p.code_product === request.params.code_product);
      if (!product) return reply.code(404).send({ message: 'Produk tidak ditemukan.' });
      return withUrls(product);
    },
  );
}
