export { defaultMeterTone, Meter, type MeterProps } from './Meter';
