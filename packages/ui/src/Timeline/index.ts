export { Timeline, type TimelineProps, type TimelineStatus, type TimelineStep } from './Timeline';
