// Tracking: device tokens, position reports, latest positions and trails.
export {};
