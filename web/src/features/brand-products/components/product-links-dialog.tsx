import { CreatorAvatar } from '../../../../../ui/components/ui/creator-avatar';
import { Spinner } from '../../../../../ui/components/ui/spinner';
import { LinkIcon } from '../../../../../ui/components/ui/workspace-icons';
import { formatCount, formatUsd } from '../../../../../ui/utils/format';
import { QueryState } from '../../../components/layouts/query-state';
import { ClickRate } from '../../../components/ui/click-rate';
import { Dialog } from '../../../components/ui/dialog';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { type ProductLink, useProductLinks } from '../api/get-product-links';
import type { Product } from '../api/get-products';

type ProductLinksDialogProps = { product: Product | undefined; open: boolean; onClose: () => void };

/** 'Links (n)': each creator's referral link for this product and how it performs. */
export const ProductLinksDialog = ({ product, open, onClose }: ProductLinksDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    title={`Referral links (${product?.link_count ?? 0})`}
    description={product?.name}
    size="lg"
    data-testid="product-links-dialog"
  >
    {product && <LinksTable productId={product.id} />}
  </Dialog>
);

/** The dialog's page is inert, so a failure is said inside it (inline) rather than in a toast. */
const LinksTable = ({ productId }: { productId: string }) => {
  const links = useProductLinks(productId);
  return (
    <QueryState
      query={links}
      what="referral links"
      errorStyle="inline"
      inlineErrorClassName="rounded-xl bg-red-50 p-4"
      loading={
        <div className="flex justify-center py-8 text-violet-700">
          <Spinner label="Loading referral links" />
        </div>
      }
      isEmpty={(data) => data.length === 0}
      empty={
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <LinkIcon className="size-8 text-slate-400" />
          <p className="mt-2 font-semibold text-slate-900">No referral links yet</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            When creators are approved to promote this product, their links and results show here.
          </p>
        </div>
      }
    >
      {(data) => <LinksTableRows links={data} />}
    </QueryState>
  );
};

/** The figures' columns, after the creator's, in the order each row lists its values. */
const numberColumns = ['Clicks', 'Conversions', 'Sales', 'Conversion rate'] as const;

const LinksTableRows = ({ links }: { links: ProductLink[] }) => (
  <ScrollRegion label="Referral links" className="-mx-5 sm:mx-0">
    <table className="w-full min-w-[34rem] text-left text-sm">
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
        <tr>
          <th scope="col" className="px-5 py-2 font-semibold sm:px-3">
            Creator
          </th>
          {numberColumns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {links.map((link) => (
          <tr key={link.id}>
            <th scope="row" className="px-5 py-2.5 font-medium text-slate-900 sm:px-3">
              <span className="flex items-center gap-2">
                <CreatorAvatar username={link.creator_username} src={link.creator_avatar_url} size="xs" />@
                {link.creator_username}
              </span>
            </th>
            {[
              formatCount(link.clicks),
              formatCount(link.conversions),
              formatUsd(link.total_sales_cents),
              <ClickRate key="rate" clicks={link.clicks} rate={link.conversion_rate} />,
            ].map((value, index) => (
              <td key={numberColumns[index]} className="px-3 py-2.5 text-right tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </ScrollRegion>
);
