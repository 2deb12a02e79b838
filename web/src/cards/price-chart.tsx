import { useEffect, useRef, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';

export const PriceChartFields = graphql(`
  fragment PriceChart on PriceHistory {
    from
    to
    days {
      day
      price
      low
      high
    }
  }
`);

/**
 * The card's daily price, low and high as a uPlot line chart (uPlot loads with the first chart, not
 * with the app); a table of the same days follows for screen readers and for keyboard reading.
 */
export function PriceChart(props: { history: FragmentType<typeof PriceChartFields>; name: string }) {
  const { days, from, to } = getFragmentData(PriceChartFields, props.history);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (days.length === 0 || !box.current) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let live = true;
    const element = box.current;
    const resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: 240 }));
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (!live) return;
        const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
        plot = new UPlot(
          {
            width: element.clientWidth,
            height: 240,
            series: [
              {},
              { label: 'Price', stroke: '#0b5cad', width: 2 },
              { label: 'Low', stroke: '#4a5360', dash: [4, 4] },
              { label: 'High', stroke: '#14532d', dash: [4, 4] },
            ],
            // The whole window, so a card with few days of prices is not stretched over years.
            scales: { x: { time: true, range: [Date.parse(from) / 1000, Date.parse(to) / 1000] } },
            axes: [{}, { values: (_, ticks) => ticks.map((t) => `$${t}`) }],
          },
          [x, days.map((d) => d.price), days.map((d) => d.low), days.map((d) => d.high)],
          element,
        );
        resize.observe(element);
        setDrawn(true);
      },
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
      resize.disconnect();
      plot?.destroy();
    };
  }, [days, from, to]);

  if (days.length === 0) return <p className="empty">No prices recorded in the last 30 days.</p>;
  return (
    <figure className="price-chart">
      <div ref={box} className="chart-box" data-drawn={drawn} aria-hidden="true" />
      {failed ? <ErrorNotice error={failed} /> : null}
      <figcaption>
        <details>
          <summary>
            Daily prices of {props.name} ({days.length} {days.length === 1 ? 'day' : 'days'})
          </summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Price</th>
                <th scope="col">Low</th>
                <th scope="col">High</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td>{d.price.toFixed(2)}</td>
                  <td>{d.low.toFixed(2)}</td>
                  <td>{d.high.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
