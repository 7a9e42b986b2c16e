// Tracking: device tokens of field staff and their position reports.
export {};
