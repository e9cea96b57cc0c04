/**
 * The FAQ (/faq), grouped by topic. Every answer has a stable ASCII id: /faq#abo-beenden opens and shows it. The
 * answers are plain text (paragraphs), so the page's FAQ structured data (JSON-LD) says exactly what the page shows.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
  /** An app page that helps with this question. */
  link?: { to: string; label: string };
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ: readonly FaqGroup[] = [
  {
    id: 'spenden',
    title: 'Spenden',
    items: [
      {
        id: 'was-kostet-ein-baum',
        question: 'Was kostet ein Baum?',
        answer: [
          'Rund 5 € pflanzen einen Baum – auf Borneo wie in Uganda. Darin stecken der Setzling, die Pflanzung, die Pflege in den ersten Jahren, die Begleitung vor Ort und ein kleiner Anteil für Zahlungsabwicklung und den Betrieb von Klimahain.',
        ],
        link: { to: '/ueber-uns#geld', label: 'So verteilen sich die 5 €' },
      },
      {
        id: 'einmalig-oder-monatlich',
        question: 'Kann ich einmalig oder monatlich spenden?',
        answer: [
          'Beides. Einmalig spendest du einen Betrag deiner Wahl. Monatlich wählst du ein Abo: 50, 100 oder 150 % deines Ergebnisses im CO₂-Rechner oder einen eigenen Betrag (Wunschabo).',
        ],
        link: { to: '/projekte', label: 'Zu den Projekten' },
      },
      {
        id: 'abo-beenden',
        question: 'Wie beende ich mein Abo?',
        answer: [
          'Melde dich an und öffne „Mein Klimahain“ → „Abo & Spenden“. Dort beendest du dein Abo mit zwei Klicks, ohne Frist. Danach wird nichts mehr abgebucht; bereits gepflanzte Bäume bleiben natürlich stehen.',
        ],
        link: { to: '/mein-klimahain/abo-spenden', label: 'Abo & Spenden' },
      },
      {
        id: 'spendenquittung',
        question: 'Bekomme ich eine Zuwendungsbestätigung?',
        answer: [
          'Ja. Mit einem Konto lädst du sie in „Mein Klimahain“ unter „Abo & Spenden“ als PDF herunter: für jede Zahlung und ab dem 1. Januar als Sammelbestätigung für das ganze Vorjahr. Dafür brauchen wir deinen Namen und deine Anschrift.',
          'Hast du ohne Konto gespendet, schreib uns mit Name und Anschrift über das Kontaktformular. Bis 300 € genügt dem Finanzamt die Bestätigung zusammen mit deinem Kontoauszug (vereinfachter Zuwendungsnachweis).',
        ],
      },
      {
        id: 'zahlungsarten',
        question: 'Wie bezahle ich meine Spende?',
        answer: [
          'Das Spendenformular stellt unser Dienstleister Twingle bereit. Welche Zahlungsarten es gibt – etwa Lastschrift, Kreditkarte oder PayPal –, siehst du im Formular. Deine Zahlungsdaten gehen nicht über unsere Server.',
        ],
      },
    ],
  },
  {
    id: 'baeume',
    title: 'Bäume',
    items: [
      {
        id: 'wo-wird-gepflanzt',
        question: 'Wo werden die Bäume gepflanzt?',
        answer: [
          'In Zentral-Kalimantan auf Borneo (Indonesien) pflanzen Familien schnell wachsende Sengon-Bäume auf gerodeten Flächen. Im Distrikt Kyenjojo in West-Uganda pflanzen Bäuerinnen und Bauern Musizi-Bäume zwischen ihren Feldern.',
        ],
        link: { to: '/projekte', label: 'Die beiden Projekte' },
      },
      {
        id: 'wann-wird-gepflanzt',
        question: 'Wann wird mein Baum gepflanzt?',
        answer: [
          'Gepflanzt wird zu Beginn der Regenzeit, damit die Setzlinge gut anwachsen. Zwischen Spende und Pflanzung können deshalb einige Monate liegen.',
          'In „Mein Klimahain“ siehst du den Stand jeder Spende: gespendet, verbucht (das Geld ist beim Pflanzpartner), Pflanzung läuft, gepflanzt.',
        ],
      },
      {
        id: 'wie-viel-co2',
        question: 'Wie viel CO₂ bindet ein Baum?',
        answer: [
          'Wir rechnen mit 0,15 Tonnen CO₂ je Baum – gebunden über die Jahre seines Wachstums, nicht sofort. Das ist ein vorsichtiger Durchschnitt; wie viel ein einzelner Baum tatsächlich bindet, hängt von Art, Boden und Wetter ab.',
        ],
        link: { to: '/ueber-uns#co2', label: 'So rechnen wir' },
      },
      {
        id: 'wie-rechnet-ihr',
        question: 'Wie rechnet ihr?',
        answer: [
          'Wir nennen zwei Arten von Zahlen und sagen immer, welche gemeint ist. Die erste ist eine Zusage: Für jeden Baum, den du finanzierst, rechnen wir mit 0,15 Tonnen CO₂, die er über die Jahre seines Wachstums bindet – einmal, nicht jedes Jahr. 5 Bäume binden also über ihr Wachstum rund 750 kg CO₂.',
          'Bei einem Abo zählen wir die Bäume, die es in einem Jahr pflanzt: 7 Bäume im Monat sind 84 Bäume in einem Jahr. Über ihr Wachstum binden sie rund 12,6 Tonnen CO₂. Das vergleichen wir mit deinem CO₂-Fußabdruck eines Jahres. „t CO₂ / Jahr“ oben im Kopf der Seite meint genau das.',
          'Die zweite ist eine Messung: Sind deine Bäume gepflanzt, meldet unser Pflanzpartner Fairventures Worldwide für jede Fläche, wie viel CO₂ die Bäume dort derzeit im Jahr binden. Diese Werte zeigen wir im Pflanzbuch mit Quelle und Datum – getrennt von der Zusage, und junge Flächen ohne Messwert als „noch nicht gemessen“.',
        ],
        link: { to: '/ueber-uns#co2', label: 'So rechnen wir' },
      },
      {
        id: 'klimaneutral',
        question: 'Bin ich mit genug Bäumen klimaneutral?',
        answer: [
          'Nein, und das versprechen wir auch nicht. Bäume binden CO₂ langsam über viele Jahre, während deine Emissionen heute entstehen. Am meisten hilft es, Emissionen zu vermeiden – Bäume zu pflanzen ist ein zusätzlicher Beitrag.',
        ],
      },
      {
        id: 'baeume-sehen',
        question: 'Kann ich sehen, wo meine Bäume stehen?',
        answer: [
          'Ja. Sobald deine Bäume gepflanzt sind, zeigt dir das Pflanzbuch in „Mein Klimahain“ die Pflanzflächen mit Karte, Baumarten und Pflanzdatum.',
        ],
        link: { to: '/mein-klimahain/pflanzbuch', label: 'Zum Pflanzbuch' },
      },
    ],
  },
  {
    id: 'konto',
    title: 'Konto',
    items: [
      {
        id: 'konto-noetig',
        question: 'Brauche ich ein Konto, um zu spenden?',
        answer: [
          'Nein, du kannst auch ohne Konto spenden und den CO₂-Rechner nutzen. Mit Konto siehst du deine Spenden, Abos und Bäume an einem Ort, und dein Ergebnis im CO₂-Rechner bleibt gespeichert.',
        ],
        link: { to: '/registrieren', label: 'Konto anlegen' },
      },
      {
        id: 'passwort-vergessen',
        question: 'Ich habe mein Passwort vergessen. Was nun?',
        answer: [
          'Unter „Passwort vergessen“ gibst du deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.',
        ],
        link: { to: '/passwort-vergessen', label: 'Passwort zurücksetzen' },
      },
      {
        id: 'email-aendern',
        question: 'Wie ändere ich meine E-Mail-Adresse?',
        answer: [
          'Im Klimahain-Konto unter „E-Mail-Adresse ändern“. Wir schicken einen Bestätigungslink an die neue Adresse; erst danach gilt sie.',
        ],
      },
      {
        id: 'konto-schliessen',
        question: 'Wie schließe ich mein Konto?',
        answer: [
          'Im Klimahain-Konto unter „Konto schließen“. Wir löschen dann deine persönlichen Daten und beenden laufende Abos. Spendenbuchungen bewahren wir ohne Bezug zu dir auf, wie es das Steuerrecht verlangt.',
          'Unter „Konto und Daten löschen“ löschen wir auch das Konto selbst, deine Rechner-Ergebnisse, deine Newsletter-Anmeldung und deine Nachrichten an uns. Vorher kannst du im Profil unter „Meine Daten herunterladen“ alles als Datei speichern.',
        ],
      },
    ],
  },
  {
    id: 'datenschutz',
    title: 'Datenschutz',
    items: [
      {
        id: 'welche-daten',
        question: 'Welche Daten speichert Klimahain über mich?',
        answer: [
          'Nur was für dein Konto, deine Spenden, den Newsletter oder deine Anfrage nötig ist – etwa Name, E-Mail-Adresse und deine Spenden. Wir verkaufen keine Daten und zeigen keine Werbung.',
        ],
        link: { to: '/datenschutz', label: 'Zur Datenschutzerklärung' },
      },
      {
        id: 'cookies',
        question: 'Setzt Klimahain Cookies?',
        answer: [
          'Ohne deine Zustimmung nur das Nötigste: ein Cookie, das sich deine Wahl im Einwilligungsdialog merkt. Die Statistik mit unserer eigenen Matomo-Installation läuft nur, wenn du zustimmst, und kommt ohne Cookies aus. Deine Wahl änderst du jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite.',
        ],
      },
      {
        id: 'newsletter-abbestellen',
        question: 'Wie bestelle ich den Newsletter ab?',
        answer: ['Über den Link am Ende jedes Newsletters – ein Klick genügt. Du kannst uns auch einfach schreiben.'],
      },
      {
        id: 'auskunft',
        question: 'Wie bekomme ich Auskunft über meine Daten?',
        answer: [
          'Schreib uns über das Kontaktformular oder per E-Mail. Wir antworten innerhalb eines Monats, wie es die DSGVO vorsieht, und löschen oder berichtigen deine Daten auf Wunsch.',
        ],
        link: { to: '/kontakt', label: 'Zum Kontaktformular' },
      },
    ],
  },
];

/** Every answer's id, for the page's anchors. */
export const FAQ_IDS: ReadonlySet<string> = new Set(FAQ.flatMap((group) => group.items.map((item) => item.id)));
