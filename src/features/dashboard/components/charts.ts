/**
 * The chart library (MUI X Charts), in a chunk of its own: the dashboard's figures, summaries
 * and tables do not wait for it, and its download starts with the page's (`DashboardCharts`),
 * not after the data (issue 15: the route's own JS).
 */
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
