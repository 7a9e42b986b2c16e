// The itinerary as a PDF, the operator's document (letterhead with name, logo and emergency phone), built in the browser with @react-pdf/renderer and the DejaVu Sans fonts shipped with the app; loaded only when asked for.
import { Document, Font, Image, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { SharedItineraryView } from '@tourops/contracts';
import { formatDateRange, formatDayDate } from '../../shared/format';
import { emergencyLine, segmentDetails, segmentKind, segmentTimes, staffLine, versionLine } from './itineraryText';
import boldFont from './fonts/DejaVuSans-Bold.ttf?url';
import regularFont from './fonts/DejaVuSans.ttf?url';

Font.register({ family: 'DejaVu Sans', fonts: [{ src: regularFont }, { src: boldFont, fontWeight: 'bold' }] });
Font.registerHyphenationCallback((word) => [word]);

const PRIMARY = '#FF4B00';
/** Small text in the brand's hue takes its strong shade (ADR 0041): 5.26:1 on white, where #FF4B00 reads at 3.35:1. */
const PRIMARY_TEXT = '#C43C00';
const styles = StyleSheet.create({
  page: { fontFamily: 'DejaVu Sans', fontSize: 10, color: '#333333', padding: 36, lineHeight: 1.4 },
  title: { fontSize: 20, lineHeight: 1.3, fontWeight: 'bold', color: PRIMARY, marginBottom: 4 },
  muted: { color: '#666666', fontSize: 9 },
  paragraph: { marginTop: 6 },
  day: { marginTop: 16 },
  dayHeading: { fontSize: 12, lineHeight: 1.4, fontWeight: 'bold', borderBottomWidth: 1, borderBottomColor: PRIMARY, paddingBottom: 2, marginBottom: 6 },
  segment: { flexDirection: 'row', marginBottom: 6 },
  time: { width: 80, fontWeight: 'bold' },
  body: { flex: 1 },
  kind: { color: PRIMARY_TEXT, fontWeight: 'bold' },
  notes: { fontStyle: 'normal', color: '#555555', marginTop: 2 },
  sectionHeading: { fontSize: 12, lineHeight: 1.4, fontWeight: 'bold', marginTop: 16, marginBottom: 4 },
  footer: { position: 'absolute', bottom: 16, left: 36, right: 36, fontSize: 8, color: '#888888', textAlign: 'center' },
  letterhead: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', borderBottomWidth: 1, borderBottomColor: '#DDDDDD', paddingBottom: 8, marginBottom: 14 },
  operator: { flexDirection: 'row', alignItems: 'center' },
  logo: { height: 32, maxWidth: 120, objectFit: 'contain', marginRight: 8 },
  operatorName: { fontSize: 12, fontWeight: 'bold' },
  emergency: { fontSize: 10, fontWeight: 'bold' },
});

function Letterhead({ organization, withLogo }: { organization: SharedItineraryView['organization']; withLogo: boolean }) {
  if (!organization?.name && !organization?.emergencyPhone) return null;
  return (
    <View style={styles.letterhead}>
      <View style={styles.operator}>
        {withLogo && organization.logoUrl ? <Image style={styles.logo} src={organization.logoUrl} /> : null}
        {organization.name ? <Text style={styles.operatorName}>{organization.name}</Text> : null}
      </View>
      {organization.emergencyPhone ? <Text style={styles.emergency}>{emergencyLine(organization)}</Text> : null}
    </View>
  );
}

function ItineraryDocument({ itinerary, withLogo }: { itinerary: SharedItineraryView; withLogo: boolean }) {
  const { tour, days, travelers, staff, organization } = itinerary;
  return (
    <Document title={tour.title} author={organization?.name || undefined} creator={organization?.name || 'Tour operations back office'}>
      <Page size="A4" style={styles.page}>
        <Letterhead organization={organization} withLogo={withLogo} />
        <Text style={styles.title}>{tour.title}</Text>
        <Text>{formatDateRange(tour.startDate, tour.endDate)}</Text>
        {tour.description ? <Text style={styles.paragraph}>{tour.description}</Text> : null}
        <Text style={[styles.muted, styles.paragraph]}>{versionLine(itinerary)}</Text>
        {days?.map((day, dayIndex) => (
          <View key={dayIndex} style={styles.day} wrap>
            <Text style={styles.dayHeading} minPresenceAhead={40}>
              {formatDayDate(day.date)}
              {day.title ? ` · ${day.title}` : ''}
            </Text>
            {day.description ? <Text style={{ marginBottom: 6 }}>{day.description}</Text> : null}
            {day.segments.map((segment, index) => (
              <View key={index} style={styles.segment} wrap={false}>
                <Text style={styles.time}>{segmentTimes(segment, tour.timezone)}</Text>
                <View style={styles.body}>
                  <Text>
                    {segmentKind(segment) ? <Text style={styles.kind}>{segmentKind(segment)} </Text> : null}
                    {segment.title}
                  </Text>
                  {segmentDetails(segment).map((line) => (
                    <Text key={line} style={styles.muted}>
                      {line}
                    </Text>
                  ))}
                  {segment.notes ? <Text style={styles.notes}>{segment.notes}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        ))}
        {staff ? (
          <View wrap={false}>
            <Text style={styles.sectionHeading}>Your team</Text>
            {staff.map((member, index) => (
              <Text key={index}>{staffLine(member)}</Text>
            ))}
          </View>
        ) : null}
        {travelers ? (
          <View>
            <Text style={styles.sectionHeading}>Travelers</Text>
            <Text>{travelers.map((traveler) => traveler.name).join(', ') || 'No travelers listed.'}</Text>
          </View>
        ) : null}
        <Text style={styles.footer} fixed>
          {[organization?.name, tour.title, emergencyLine(organization)].filter(Boolean).join(' · ')}
        </Text>
      </Page>
    </Document>
  );
}

/** The PDF file of the itinerary; with the operator's name alone when its logo cannot be fetched. */
export async function itineraryPdf(itinerary: SharedItineraryView): Promise<Blob> {
  if (!itinerary.organization?.logoUrl) return pdf(<ItineraryDocument itinerary={itinerary} withLogo={false} />).toBlob();
  try {
    return await pdf(<ItineraryDocument itinerary={itinerary} withLogo />).toBlob();
  } catch {
    return pdf(<ItineraryDocument itinerary={itinerary} withLogo={false} />).toBlob();
  }
}
