// The injection token of the monitor's providers (createProviders: each adapter chosen by configuration).
export const MONITOR_PROVIDERS = Symbol('MonitorProviders');
