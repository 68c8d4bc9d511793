import { formatPercent } from '../../../../ui/utils/format';

/**
 * A rate over clicks (conversions / clicks, spec 9's one decimal). Over no clicks there is no rate: a
 * dash is shown and "no clicks yet" is read, never "N/A" or a 0% that looks like failure.
 */
export const ClickRate = ({ clicks, rate }: { clicks: number; rate: number }) =>
  clicks > 0 ? (
    formatPercent(rate)
  ) : (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">no clicks yet</span>
    </>
  );
