/** A property's channel calendars (iCal feeds in, the export feed out) on the property editor. */
export function PropertyCalendarFeeds({ propertyId }: { propertyId: string }) {
  return <div data-property-id={propertyId} />;
}
