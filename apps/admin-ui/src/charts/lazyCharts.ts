import { lazy } from 'react';

// nivo (~60 KB gzipped) is fetched only when a chart first shows: these chunks are the only importers of it.
export const MonthlyLineChart = lazy(() =>
  import('./MonthlyLineChart').then((m) => ({ default: m.MonthlyLineChart })),
);
export const MonthlyBarChart = lazy(() =>
  import('./MonthlyBarChart').then((m) => ({ default: m.MonthlyBarChart })),
);
export const CategoryPieChart = lazy(() =>
  import('./CategoryPieChart').then((m) => ({ default: m.CategoryPieChart })),
);
export const HorizontalBarChart = lazy(() =>
  import('./HorizontalBarChart').then((m) => ({ default: m.HorizontalBarChart })),
);
