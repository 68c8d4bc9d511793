import { StorefrontSocial } from '../../../../../ui/storefront/storefront-social';
import { themeHref } from '../../../../../ui/storefront/storefront-theme';
import type { PublicStorefront } from '../../../../../ui/storefront/storefront-types';
import { StorefrontView } from '../../../../../ui/storefront/storefront-view';
import type { StorefrontEditorData, StorefrontSettingsInput } from '../api/storefront-editor';

/**
 * The editor's live preview (issue 34): the public page's own view (ui/storefront/storefront-view.tsx),
 * drawn from the form's values as they are typed and the storefront's products. Its colours come from
 * the theme stylesheet the public page links (the CSP allows no inline styles), linked here for the
 * colours in the form. At desktop widths the page is drawn at a laptop's width and zoomed to the column;
 * on a phone it is the phone's own layout, below the form. It is a picture of the page, so it takes no
 * focus and no clicks (`inert`): the controls are the form's.
 */
export const StorefrontPreview = ({
  data,
  values,
}: {
  data: StorefrontEditorData;
  values: Partial<StorefrontSettingsInput>;
}) => {
  const settings = { ...data.storefront, ...values };
  const marketplaceName = settings.marketplace_name?.trim() || `${data.username} Store`;
  const bio = settings.bio?.trim() || '';
  const page: PublicStorefront = {
    storefront: {
      ...data.storefront,
      marketplace_name: marketplaceName,
      bio,
      theme_color: settings.theme_color ?? data.storefront.theme_color,
      background_color: settings.background_color ?? data.storefront.background_color,
      layout_style: settings.layout_style ?? data.storefront.layout_style,
      header_image_url: settings.header_image_url?.trim() ? settings.header_image_url.trim() : null,
      disclosure: settings.disclosure?.trim() || data.storefront.disclosure,
      username: data.username,
      avatar_url: data.avatar_url,
      follower_count: data.follower_count,
    },
    products: data.products,
    collections: data.collections.filter((collection) => collection.product_ids.length > 0),
  };
  const stylesheet = themeHref(page.storefront.background_color, page.storefront.theme_color);
  return (
    <div className="flex flex-col gap-2">
      <h2 id="storefront-preview-title" className="text-sm font-semibold text-slate-900">
        Live preview
        <span className="ml-2 font-normal text-slate-600">as visitors will see it once saved</span>
      </h2>
      {/* The page's own theme stylesheet for the colours in the form (no inline styles under the CSP). */}
      {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      {/* Scrollable by keyboard too: the frame takes focus (its content does not). */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-labelledby="storefront-preview-title"
        className="h-[36rem] overflow-auto rounded-xl border border-slate-200 shadow-inner focus-visible:outline-2 focus-visible:outline-violet-600 lg:h-[44rem]"
        data-testid="storefront-editor-preview"
      >
        <div inert className="lg:w-[64rem] lg:[zoom:0.5] xl:[zoom:0.55]">
          <StorefrontView
            preview
            data={page}
            social={
              <StorefrontSocial
                username={data.username}
                marketplaceName={marketplaceName}
                bio={bio}
                followerCount={data.follower_count}
              />
            }
          />
        </div>
      </section>
    </div>
  );
};
