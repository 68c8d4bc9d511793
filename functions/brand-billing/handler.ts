import { listBrandInvoices } from '../../contracts/billing';
import { getBrandOfUserOrThrow } from '../shared/data/entities/brand';
import { listInvoicesOfBrand } from '../shared/data/entities/invoice';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';

/** Billing & Invoices: the brand's own invoices (the brand comes from the token). */
export const handler = createFeatureHandler({
  'GET /api/brand/invoices': defineRoute(listBrandInvoices, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const invoices = await listInvoicesOfBrand(brand.id);
    return {
      body: {
        invoices: invoices.map(
          ({ brand_id: _b, brand_name: _n, checkout_session_id: _c, ...invoice }) => invoice,
        ),
      },
    };
  }),
});
