export { type ChangeType, StatCard, type StatCardProps } from './StatCard';
