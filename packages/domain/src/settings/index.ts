// @warehouse/domain/settings: The business's settings and the rule that checks them.

export { businessFormatOf, type Settings } from './settings';
export type { SettingsField } from './settingsForm';
export { SETTINGS_MESSAGES, validateSettings } from './settingsForm';
