# De woorden van de app in het Nederlands (de sleutels zoals in en.ftl).
# `$side` en `$colour` zijn altijd `white` of `black`.

## De kop van elke pagina

nav-games = Partijen
nav-players = Spelers
nav-rules = Regels
language-label = Taal
sign-in = Inloggen
sign-up = Account maken
change-password = Wachtwoord wijzigen
log-out = Uitloggen

## Inloggen en wachtwoord

sign-name = Naam
sign-password = Wachtwoord
cancel = Annuleren
password-now = Huidig wachtwoord
password-new = Nieuw wachtwoord
password-note = Je andere apparaten worden uitgelogd.
password-submit = Wijzigen
sign-up-hint = Een naam van 2 tot 20 letters, cijfers, _ of -, en een wachtwoord van minstens 8 tekens.
name-rule = Een naam heeft 2 tot 20 letters (A tot Z, a tot z), cijfers, _ of -.
password-rule = Een wachtwoord heeft 8 tot 200 tekens.
welcome = Welkom, { $name }.
signed-in-as = Ingelogd als { $name }.
password-changed = Je wachtwoord is gewijzigd.
logged-out = Uitgelogd.

## De server

server-unreachable = De server is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.
server-answered = De server antwoordde { $status } { $reason }.

## Woorden op veel plaatsen

colour-white = Wit
colour-black = Zwart
setup-standard = Standaard
setup-random = Willekeurig
setup-tournament = Toernooi
mode-engine = Engine
mode-hotseat = Op hetzelfde scherm
mode-online = Online
mode-review = Bestuderen
days-per-turn =
    { $days ->
        [one] { $days } dag per beurt
       *[other] { $days } dagen per beurt
    }
game-rated = telt mee
game-casual = vriendschappelijk
status-aborted = afgebroken
status-playing = bezig
status-over = afgelopen
bot-mark = BOT
no-games = Nog geen partijen.
back-to-games = Terug naar de partijen
accept = Accepteren
page-of = Pagina { $page } van { $pages }

## Startpagina: uitleg en spelen tegen mensen

intro = TZAAR is een bordspel voor twee: sla en stapel stukken tot je tegenstander een van de drie soorten mist.
intro-rules = Lees de regels.
people-heading = Tegen mensen spelen
col-player = Speler
col-time = Tijd
col-start = Opstelling
col-game = Partij
col-colour = Kleur
seeks-empty = Geen open uitdagingen. Plaats er een, dan ziet iedereen hem hier.
my-games-heading = Jouw partijen
seek-sign-in = Log in om uitdagingen te plaatsen of te accepteren.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Jouw kleur
colour-random = Willekeurig
seek-rated = Telt mee
seek-opponent = Tegenstander
seek-anyone = Iedereen
seek-opponent-hint = Leeg: iedereen mag accepteren. Een naam: alleen die speler. Level-1 tot Level-10: de engine, meteen.
seek-submit = Uitdaging plaatsen
online-heading = Online
seek-no-clock = Zonder klok
seek-plays-white = Speelt wit
seek-plays-black = Speelt zwart
seek-random-colours = Kleuren willekeurig
seek-accept-sign-in = Log in om een uitdaging te accepteren.
challenge-sent = Uitdaging verstuurd naar { $name }.
challenge-listed = Je uitdaging staat in de lijst.
my-game-your-turn = Jij bent aan zet tegen { $opponent }
my-game-waiting = Wachten op { $opponent }
my-game-deadline = Uiterlijk { $date }
lobby-reconnecting = Opnieuw verbinden…

## Startpagina: nieuwe partij, importeren, archief

new-game-heading = Nieuwe partij
opponent = Tegenstander
start = Opstelling
seed = Startgetal
seed-placeholder = Willekeurig (optioneel)
seed-invalid = Het startgetal is een geheel getal van 0 tot { $max }.
level = Niveau
level-weakest = { $level } (zwakst)
level-strongest = { $level } (sterkst)
your-name = Je naam
optional = Optioneel
clock = Klok
clock-none = Geen
clock-correspondence =
    Correspondentie: { $days ->
        [one] { $days } dag per beurt
       *[other] { $days } dagen per beurt
    }
start-game = Partij starten
import-heading = Partij importeren
import-note = Een notatie in het formaat van dit project of van LittleGolem opent om te bestuderen.
import-example = Voorbeeld gebruiken
import = Importeren
import-empty = Plak eerst een notatie of kies een bestand.
games-heading = Partijen
col-players = Spelers
col-mode = Soort
col-turns = Beurten
col-result = Uitslag
col-updated = Bijgewerkt
page-newer = ‹ Nieuwer
page-older = Ouder ›
archive-page =
    Pagina { $page } van { $pages } ({ $total ->
        [one] { $total } partij
       *[other] { $total } partijen
    })
result-reason-tzaar-captured = laatste Tzaar geslagen
result-reason-tzarra-captured = laatste Tzarra geslagen
result-reason-tott-captured = laatste Tott geslagen
result-reason-tzaar-buried = laatste Tzaar bedekt
result-reason-tzarra-buried = laatste Tzarra bedekt
result-reason-tott-buried = laatste Tott bedekt
result-reason-no-capture = geen slag
result-reason-resignation = opgave
result-reason-time = tijd
result-reason-abandoned = verlaten

## Pagina's die er niet zijn

missing-game = Die partij bestaat niet
game-unavailable = De partij kan niet worden getoond
no-page-title = TZAAR – pagina niet gevonden
no-page = Hier is geen pagina
no-page-text = Het adres is misschien verkeerd getypt, of de pagina is verhuisd. Het adres van een partij ziet eruit als /game/aZ3kP9qLm2Xw.

## De pagina van een speler en de ranglijst

rating = Rating
player-record =
    { $games ->
        [one] { $games } partij die meetelt
       *[other] { $games } partijen die meetellen
    } · { $wins } gewonnen · { $losses } verloren
rating-history = Verloop van de rating
recent-games = Recente partijen
all-players = Alle spelers
no-rated-games = Nog geen partijen die meetellen.
rating-graph-label = Rating na elke partij die meetelt
white-won = Wit won
black-won = Zwart won
no-such-player = Er is geen speler met de naam ‘{ $name }’.
col-rating = Rating
col-games = Partijen
col-won = Gewonnen
col-lost = Verloren
leaders-higher = ‹ Hoger
leaders-lower = Lager ›

## De pagina van een partij: bord, knoppen en panelen

board-label = TZAAR-bord
eval-title = De beoordeling van de engine: het deel van de balk voor wit
review-start = Begin
review-start-title = Begin (Home)
review-back = Eén actie terug
review-back-title = Eén actie terug (←)
review-forward = Eén actie vooruit
review-forward-title = Eén actie vooruit (→)
review-now = Nu
review-now-title = Nu (End)
pass = Passen
undo = Terugnemen
hint = Tip
takeback = Terugname
takeback-offered = Terugname aangeboden
rematch = Revanche
rematch-offered = Revanche aangeboden
resign = Opgeven
abort = Afbreken
abort-title = De partij zonder uitslag beëindigen (voor de eerste actie van zwart)
claim = Winst opeisen
claim-title = De tijd van je tegenstander is op of hij is weg: win de partij
flip = Draaien
flip-title = Het bord omdraaien
decline = Weigeren
withdraw = Intrekken
rematch-go = Naar de revanche
type-action = Typ een actie:
play = Spelen
moves-heading = Zetten
analysis-heading = Analyse
fair-play-note = De kijk van de engine op deze partij (beoordelingsgrafiek, beste voortzetting en tips) opent zodra de partij voorbij is: zolang twee mensen spelen, helpt de engine niemand.
scores-show = Beoordelingsgrafiek tonen
scores-update = Beoordelingsgrafiek bijwerken
scores-busy = De engine beoordeelt de partij…
best-line = Beste voortzetting hier
export-record = Notatie exporteren
share-heading = Delen
invite-label = Een speler uitnodigen (zijn plaats):
invite-label-side = Een speler uitnodigen (die speelt { $side ->
        [white] wit
       *[black] zwart
    }; wie de link het eerst opent, krijgt de plaats):
seat-label = De link naar jouw plaats: open hem op een ander apparaat en houd hem voor jezelf.
copy = Kopiëren
watch-label = Kijken (alleen lezen):
chat-heading = Chat
chat-placeholder = Zeg iets tegen je tegenstander
chat-label = Chatbericht
send = Versturen
play-it = Spelen

## De pagina van een partij: wat er gebeurt

game-title = TZAAR – partij { $id }
game-title-your-turn = (Jij bent aan zet) TZAAR – partij { $id }
link-copied = Link gekopieerd.
link-copy-by-hand = Selecteer de link en kopieer hem (Ctrl+C).
you-play =
    Je speelt { $side ->
        [white] wit
       *[black] zwart
    }.
seat-taken = De plaats is bezet, dus je kijkt: iemand anders opende deze uitnodiging eerder.
invite-refused = Deze uitnodiging opent geen plaats ({ $reason }), dus je kijkt.
live-on = Live-updates aan.
connection-lost = Verbinding verbroken, nieuwe poging over { $seconds } s…
token-no-seat = Deze link hoort bij geen plaats in deze partij; je kijkt.
no-legal-action = { $stack }. Hij heeft nu geen toegestane actie.
typed-not-legal = { $action } is hier geen toegestane actie.
typed-nothing = Typ eerst een actie.
loses-at-once = { $action } verliest de partij meteen: je zou van een soort geen zichtbaar stuk meer hebben. Toch spelen?
hint-text = Tip: { $turn }. { $outlook }.
resign-confirm = De partij opgeven voor { $name }?
abort-confirm = De partij afbreken? Hij eindigt zonder uitslag.
claim-in = { $name } is weg: je kunt de winst opeisen over { $seconds } s.
claim-now = { $name } is weg: je kunt de winst nu opeisen.
you-suffix = { $name } (jij)
connected = Verbonden
not-connected = Niet verbonden
thinking = Denkt na
counts-title = Stapels met elke soort bovenop
count-tzaar =
    { $count ->
        [one] { $count } Tzaar bovenop een stapel
       *[other] { $count } Tzaars bovenop stapels
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra bovenop een stapel
       *[other] { $count } Tzarra's bovenop stapels
    }
count-tott =
    { $count ->
        [one] { $count } Tott bovenop een stapel
       *[other] { $count } Totts bovenop stapels
    }
game-over = Partij voorbij
game-over-after =
    Na { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }
game-aborted = Partij afgebroken
game-aborted-sub = Beëindigd voordat beide kanten iets deden, zonder uitslag.
game-aborted-line = De partij is afgebroken: hij heeft geen uitslag.
turn-place = Beurt { $turn } · { $side ->
        [white] Wit
       *[black] Zwart
    }: zet een stuk op een leeg veld
turn-open = Beurt { $turn } · { $side ->
        [white] Wit
       *[black] Zwart
    }: de openingsslag (maar één actie)
turn-first = Beurt { $turn } · { $side ->
        [white] Wit
       *[black] Zwart
    }: eerste actie, een slag
turn-second = Beurt { $turn } · { $side ->
        [white] Wit
       *[black] Zwart
    }: tweede actie, een slag, stapelen of passen
turn-deadline = Uiterlijk { $date }
turn-days =
    { $days ->
        [one] { $days } dag per beurt, vanaf de eerste actie van zwart
       *[other] { $days } dagen per beurt, vanaf de eerste actie van zwart
    }
imported-for-review = Geïmporteerde partij, om te bestuderen
side-thinking = { $name } denkt na
side-to-act = { $name } is aan zet
your-turn = Jij bent aan zet
waiting-for = Wachten op { $name }
reviewing = Bestuderen
in-hand = { $piece } ×{ $count }
watching = Je kijkt: het bord is alleen om te bekijken.
you-win = Je wint ({ $score }).
you-lose = Je verliest ({ $score }).
player-wins = { $name } wint ({ $score }).
reason-tzaar-captured = { $loser } heeft geen Tzaar meer: de laatste is geslagen.
reason-tzarra-captured = { $loser } heeft geen Tzarra meer: de laatste is geslagen.
reason-tott-captured = { $loser } heeft geen Tott meer: de laatste is geslagen.
reason-tzaar-buried = { $loser } heeft geen Tzaar meer bovenop een stapel: de laatste is bedekt.
reason-tzarra-buried = { $loser } heeft geen Tzarra meer bovenop een stapel: de laatste is bedekt.
reason-tott-buried = { $loser } heeft geen Tott meer bovenop een stapel: de laatste is bedekt.
reason-no-capture = { $loser } kon aan het begin van de beurt niet slaan.
reason-resignation = { $loser } heeft opgegeven.
reason-time = { $loser } had geen tijd meer.
reason-abandoned = { $loser } heeft de partij verlaten, en de winst is opgeëist.

## Aanbiedingen en chat

chat-new =
    { $count ->
        [one] Nieuw bericht van { $author }
       *[other] { $count } nieuwe berichten
    }
offer-asks-takeback = { $name } vraagt zijn laatste beurt terug te nemen.
offer-asks-rematch = { $name } vraagt om een revanche.
offer-you-takeback = Je hebt aangeboden je laatste beurt terug te nemen.
offer-you-rematch = Je hebt een revanche aangeboden.
rematch-agreed = Revanche afgesproken.
rematch-declined = Je aanbod voor een revanche is geweigerd.
takeback-accepted = Je terugname is geaccepteerd.
takeback-ended-game = Je aanbod tot terugname eindigde met de partij.
takeback-ended-action = Je aanbod tot terugname eindigde: er is een actie gespeeld.
takeback-declined = Je terugname is geweigerd.

## Stukken, stapels en de beoordeling van de engine

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $colour ->
        [white] Witte
       *[black] Zwarte
    } { $piece }
cell-empty = { $cell }: leeg
cell-piece = { $cell }: { $colour ->
        [white] witte
       *[black] zwarte
    } { $piece }
cell-stack = { $cell }: { $colour ->
        [white] witte
       *[black] zwarte
    } stapel van { $height }, van onder naar boven { $pieces }
score-has-won = { $side ->
        [white] Wit
       *[black] Zwart
    } heeft gewonnen
score-even = De partij is gelijk
score-chance = { $words } (winkans van Wit: { $percent }%)
score-winning = { $side ->
        [white] Wit
       *[black] Zwart
    } staat gewonnen
score-better = { $side ->
        [white] Wit
       *[black] Zwart
    } staat beter
score-slightly-better = { $side ->
        [white] Wit
       *[black] Zwart
    } staat iets beter
score-wins-now = { $side ->
        [white] Wit
       *[black] Zwart
    } wint deze beurt
score-wins-in = { $side ->
        [white] Wit
       *[black] Zwart
    } wint in { $turns } beurten

## Een partij doorlopen

review-after = na { $action } (beurt { $turn }, { $side ->
        [white] wit
       *[black] zwart
    })
review-start-position = de beginstelling
no-moves = Nog geen zetten.
review-where =
    { $ply } / { $total ->
        [one] { $total } actie
       *[other] { $total } acties
    }
graph-label = De winkans van wit na elke beurt, volgens de engine (omhoog is goed voor wit)
graph-white-better = Wit beter
graph-black-better = Zwart beter
graph-turn = Na beurt { $turn }: { $outlook }
graph-title = De winkans van wit na elke beurt, uit de beoordeling van de engine (omhoog is goed voor wit). Klik om naar een beurt te gaan.
analysis-thinking = Denkt na…
analysis-line = { $side ->
        [white] Wit
       *[black] Zwart
    } is aan zet. { $outlook } (diepte { $depth }). Beste voortzetting: { $line }
analysis-over = { $outlook } (geen acties: de partij is hier voorbij).

## De regels

rules-title = TZAAR – regels
rules-heading = Zo speel je TZAAR
rules-intro = Twee spelers, wit en zwart, hebben elk 30 stukken van drie soorten. Je wint als je tegenstander een van zijn soorten mist, of als hij geen slag meer kan maken.
rules-pieces-heading = De stukken
rules-pieces-text = Elke kant begint met 6 Tzaars (een ring met een stip), 9 Tzarra's (een ring) en 15 Totts (effen). In de loop van de partij worden stukken op stapels gezet. Een stapel hoort bij de speler van zijn kleur, telt als de soort van het bovenste stuk, en zijn hoogte is het getal dat erop staat.
rules-pieces-hover = Wijs een stapel aan (of houd hem ingedrukt) om te zien waaruit hij bestaat, van onder naar boven.
rules-legend-stack = Witte stapel van 3
rules-board-heading = Het bord
rules-board-caption = De standaardopstelling. De 60 velden zijn de punten waar lijnen elkaar raken; niets gaat over het gat in het midden.
rules-board-names = De kolommen dragen van links naar rechts de letters A tot I, en elke kolom telt zijn velden van onderen af vanaf 1, dus elk veld heeft een naam zoals D4. Het gat zou E5 zijn, daarom bestaat E5 niet.
rules-moving-heading = Zetten
rules-moving-text = Een stapel gaat in een rechte lijn in een van de zes richtingen, over zoveel lege velden als hij wil, en stopt op de eerste stapel die hij tegenkomt. Hij springt nooit over een stapel en gaat nooit over het midden. Wat er dan gebeurt, hangt af van wie de bereikte stapel is:
rules-capture-term = Slaan:
rules-capture-text = een stapel van de tegenstander die niet hoger is dan de bewegende, gaat van het bord, en de bewegende stapel neemt zijn veld in.
rules-stack-term = Stapelen:
rules-stack-text = de bewegende stapel klimt op een van je eigen stapels, die daardoor hoger en sterker wordt; de stukken eronder tellen niet meer.
rules-capture-caption = De witte Tzarra op C4 kijkt langs zijn zes lijnen. De rode ringen (×) tonen de stapels van de tegenstander die hij mag slaan. De zwarte stapel van 2 op C3 is te hoog voor hem, en de eigen witte Totts op A2 en D4 sluiten die lijnen af.
rules-turn-heading = Een beurt
rules-turn-first = Eerst moet je slaan.
rules-turn-second = Daarna doe je een tweede actie: nog eens slaan, stapelen of passen.
rules-turn-opening = Omdat wit begint, is de allereerste beurt van wit maar één slag.
rules-stack-caption = Wit heeft C4xC6 geslagen (de pijl). Voor de tweede actie mag de stapel op C6 nog eens slaan (rood, ×) of op een witte stapel klimmen (groen gestippeld, +). Elke andere witte stapel mag in zijn plaats iets doen, of wit past.
rules-winning-heading = Winnen
rules-winning-text = Je wint als je tegenstander:
rules-win-kinds = geen stapel meer heeft met een Tzaar, een Tzarra of een Tott bovenop, of de laatste nu geslagen is of bedekt door zijn eigen stapelen, of
rules-win-capture = de slag niet kan maken waarmee zijn beurt moet beginnen.
rules-winning-tension = Hoge stapels zijn veilig en sterk, maar elke stapelzet bedekt stukken, en een soort die schaars wordt is een zwakke plek die je tegenstander aanvalt. Het spel waarschuwt je voor een zet die meteen zou verliezen.
rules-starts-heading = Drie manieren om te beginnen
rules-start-standard = de vaste opstelling van de eerste afbeelding.
rules-start-random = alle 60 stukken worden willekeurig over het bord verdeeld; hetzelfde startgetal geeft dezelfde opstelling.
rules-start-tournament = het bord begint leeg, en de spelers zetten om de beurt één stuk neer, wit eerst, tot alle stukken op het bord staan: kies een soort en klik dan op een leeg veld. Daarna gaat de partij gewoon verder.
rules-notation-heading = Notatie
rules-notation-text = Een slag schrijf je als D4xC3, een stapelzet als A4+B4, passen als pass en een plaatsing als Z@E1 (Z voor een Tzaar, R voor een Tzarra, T voor een Tott). Een beurt noemt zijn acties na elkaar, bijvoorbeeld F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – je account per e-mail
forgot-link = Wachtwoord vergeten?
forgot-heading = Wachtwoord vergeten?
forgot-email = Het e-mailadres van je account
forgot-submit = Stuur me een link
forgot-sent = Als dit het bevestigde adres van een account is, is er een e-mail onderweg met een link om een nieuw wachtwoord te kiezen. De link werkt één uur.
reset-heading = Kies een nieuw wachtwoord
reset-password = Nieuw wachtwoord (minstens 8 tekens)
reset-again = Nog een keer hetzelfde
reset-submit = Opslaan
reset-mismatch = De twee wachtwoorden verschillen.
reset-done = Je wachtwoord is gewijzigd en alle apparaten zijn afgemeld. Meld je aan met het nieuwe.
verify-wait = Je adres wordt bevestigd…
verify-done = Je e-mailadres is bevestigd.
mail-no-token = Deze link is onvolledig: open de hele link uit de e-mail.

mail-off-note = Deze site verstuurt geen e-mail, dus een wachtwoord kan hier niet per e-mail worden hersteld. Vraag het aan wie de site beheert.
unsubscribe-wait = Deze e-mails worden uitgezet…
unsubscribe-done = Klaar: je krijgt geen e-mails van deze soort meer.
unsubscribe-settings = Kies in je instellingen welke e-mails je krijgt.

sign-email = E-mail (niet verplicht: voor een vergeten wachtwoord en berichten als je aan zet bent)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Hallo { $name },
mail-verify-subject = TZAAR: bevestig je e-mailadres
mail-verify-text = Dit adres is opgegeven voor het TZAAR-account “{ $name }”. Open deze link binnen { $hours } uur om het te bevestigen:
mail-verify-ignore = Heb je hier niet om gevraagd, negeer deze e-mail dan: het adres blijft onbevestigd.
mail-reset-subject = TZAAR: kies een nieuw wachtwoord
mail-reset-text = Er is een nieuw wachtwoord gevraagd voor het TZAAR-account “{ $name }”. Open deze link binnen { $hours ->
    [one] één uur
   *[other] { $hours } uur
 } om er een te kiezen; hij werkt één keer:
mail-reset-ignore = Heb je hier niet om gevraagd, negeer deze e-mail dan: je wachtwoord blijft zoals het is.
mail-turn-subject = TZAAR: jij bent aan zet tegen { $opponent }
mail-turn-text = { $opponent } heeft gespeeld: jij bent aan zet in je correspondentiepartij. Open hem hier:
mail-deadline-subject = TZAAR: nog één dag tegen { $opponent }
mail-deadline-text = Je beurt tegen { $opponent } moet gespeeld zijn vóór { $deadline } (UTC), anders is de partij verloren op tijd. Open hem hier:
mail-challenge-subject = TZAAR: { $from } daagt je uit
mail-challenge-text = { $from } heeft je uitgedaagd voor een partij TZAAR. Neem de uitdaging aan of wijs haar af in de lobby:
mail-result-subject = TZAAR: je partij tegen { $opponent } is afgelopen
mail-result-won = Je hebt je partij tegen { $opponent } gewonnen.
mail-result-lost = Je hebt je partij tegen { $opponent } verloren.
mail-result-none = Je partij tegen { $opponent } eindigde zonder winnaar.
mail-result-link = Bekijk de partij hier:
mail-unsubscribe = Open dit om geen e-mails zoals deze meer te krijgen:
mail-unsubscribe-all = Open dit om helemaal geen meldingen per e-mail meer te krijgen:
mail-settings = Kies in je instellingen welke e-mails je krijgt:

## The API's error messages

record-error-at = Regel { $line }, kolom { $column }: { $message }
error-account-closed = Dit account is gesloten.
error-after-result = Na de uitslag staat nog iets, waar de notatie zou moeten eindigen.
error-bad-action = Een actie is onleesbaar: schrijf een slag als D4xC3, een stapelzet als A4+B4, passen als pass en een plaatsing als Z@E1.
error-bad-chat = Een chatbericht is één regel tekst, niet leeg en niet te lang, zonder stuurtekens.
error-bad-clock = Deze bedenktijd is voor deze partij niet mogelijk.
error-bad-color = De kleur moet white, black of random zijn.
error-bad-days = Deze dagen per beurt zijn voor deze partij niet mogelijk.
error-bad-email = Dit is geen e-mailadres.
error-bad-invite = Stuur de uitnodigingscode uit de link.
error-bad-json = De inhoud is niet de JSON die dit verzoek verwacht.
error-bad-level = Het niveau van de engine moet een geheel getal van 1 tot en met 10 zijn.
error-bad-mode = De modus moet engine, hotseat of online zijn.
error-bad-name = Deze naam kan hier niet gebruikt worden.
error-bad-password = Een wachtwoord heeft 8 tot 200 tekens.
error-bad-path = Het adres van dit verzoek is onleesbaar.
error-bad-ply = Dat punt bestaat niet in de partij: tel hoogstens de gespeelde acties.
error-bad-query = Een waarde in de query van het adres is onleesbaar.
error-missing-position = Geef een stelling op: standard, tournament, random met een startgetal, of een stellingstekenreeks.
error-bad-reason = Zeg waarom, in een korte tekst.
error-bad-record = De notatie is onleesbaar.
error-bad-report = Een chatregel meld je samen met zijn partij.
error-bad-request = Het verzoek is onjuist opgebouwd.
error-bad-seed = Het startgetal moet een geheel getal zijn, 0 of meer.
error-bad-settings = Een instelling heeft een waarde die de site niet kent: een taal moet een van de talen van de site zijn.
error-bad-setup = De opstelling moet standard, random of tournament zijn.
error-bad-tag = Een tag is onjuist opgebouwd: schrijf hem als [Naam "waarde"].
error-bad-tag-value = Een tag heeft een waarde die niet is toegestaan.
error-bad-token = Deze link is onbekend.
error-bad-turn = De beurt is onleesbaar: schrijf een of twee acties, gescheiden door een spatie.
error-blocked =
    { $status ->
        [409] De stapel op { $blocker } staat tussen { $from } en { $to }.
       *[other] Deze speler neemt van jou geen uitdagingen, berichten of aanbiedingen aan.
    }
error-body-timeout = De inhoud van het verzoek kwam niet op tijd aan.
error-busy = De server heeft het druk: probeer het zo meteen nog eens.
error-cannot-abort = Een partij kan alleen vóór de eerste actie van zwart worden afgebroken.
error-cell-occupied = Het veld { $cell } is niet leeg.
error-chat-too-fast =
    Je stuurt te snel berichten: wacht { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }.
error-cross-origin = Dit verzoek komt van de pagina van een andere site en wordt daarom geweigerd.
error-crosses-centre = De lijn van { $from } naar { $to } gaat over het midden, waar niets overheen mag.
error-duplicate-tag = Een tag komt twee keer voor.
error-empty-record = De inhoud is leeg: stuur de tekst van een notatie.
error-empty-target = Het veld { $cell } is leeg: een stapel gaat altijd alleen naar een andere stapel.
error-empty-turn = Een beurt heeft geen acties.
error-engine-thinking = De engine denkt na: wacht tot zijn beurt voorbij is.
error-extra-action = Een beurt heeft één actie te veel.
error-fair-play = De analyse, beoordelingen en tips van de engine bij een partij tussen twee mensen komen pas als die afgelopen is.
error-game-aborted = De partij is afgebroken: er kan niets meer in gebeuren.
error-game-changed = De partij is intussen veranderd: bekijk hem opnieuw.
error-game-decided = De partij is voorbij.
error-game-not-over = Een revanche is er alleen na een afgelopen partij.
error-game-over = De partij is voorbij.
error-hint-not-allowed = Tips zijn er alleen in partijen tegen de engine en op hetzelfde scherm.
error-illegal = Een actie is niet toegestaan in de stelling waarin ze gespeeld wordt.
error-internal = Er ging iets mis op de server. Probeer het later nog eens.
error-invalid-position = De stellingstekst beschrijft een stelling die geen partij kan bereiken.
error-invite-used = Deze plaats is al bezet: met de link kun je de partij nu alleen nog bekijken.
error-late-tag = Een tag staat na de beurten: alle tags komen eerst.
error-mail-off = Deze server verstuurt geen e-mail.
error-method-not-allowed = Dit adres neemt deze methode niet aan.
error-mid-turn =
    { $color ->
        [white] Wit
       *[black] Zwart
    } is midden in een beurt: doe eerst de tweede actie.
error-missing-result = Na de beurten ontbreekt de uitslag: 1-0, 0-1 of *.
error-missing-second = De beurt heeft een tweede actie nodig: een slag, een stapelzet of passen.
error-missing-tag = Er ontbreekt een tag die de notatie nodig heeft.
error-missing-token = Hiervoor is het token van een plaats in deze partij nodig.
error-must-capture =
    { $phase ->
        [opening] De openingszet moet een slag zijn.
       *[turn] De eerste actie van een beurt moet een slag zijn.
    }
error-name-taken = Deze naam is al in gebruik.
error-no-offer = Zo'n aanbod is er in deze partij niet.
error-no-stack = Er staat geen stapel op { $cell }.
error-none-left =
    { $color ->
        [white] Wit
       *[black] Zwart
    } heeft geen { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarra's
       *[tott] Totts
    } meer om te plaatsen.
error-not-a-player = Alleen een van de twee spelers van deze partij kan dit doen.
error-not-admin = Alleen de beheerders van de site mogen dit doen.
error-not-found = Op dit adres is niets.
error-not-logged-in = Hiervoor moet je ingelogd zijn.
error-not-on-a-line = { $to } ligt niet op een rechte lijn vanaf { $from }.
error-not-online = Dit is er alleen voor online partijen.
error-not-placement-phase = Het plaatsen is voorbij: alle 60 stukken staan op het bord.
error-not-utf8 = De tekst is geen geldige UTF-8.
error-not-websocket = Dit adres is een WebSocket: open het als zodanig.
error-not-your-challenge = Deze uitdaging is bedoeld voor een andere speler.
error-not-your-seat = Deze plaats hoort bij een ander account: log in als de speler ervan.
error-not-your-seek = Alleen de speler die een uitdaging plaatste, kan haar intrekken.
error-not-your-turn = Je bent niet aan de beurt.
error-not-yours = De stapel op { $cell } is niet van jou.
error-nothing-to-claim = Er valt nu geen overwinning op te eisen.
error-nothing-to-take-back = Er is geen beurt om terug te nemen.
error-nothing-to-undo = Er is geen actie van jou om terug te nemen.
error-offer-pending = Je hebt dit aanbod al gedaan: wacht op het antwoord.
error-opponent-target = Op { $cell } staat een stapel van je tegenstander: schrijf { $action } om hem te slaan.
error-own-block = Je kunt jezelf niet blokkeren.
error-own-report = Je kunt jezelf niet melden.
error-own-seek = Dit is je eigen uitdaging: niemand kan tegen zichzelf spelen.
error-own-target = Op { $cell } staat je eigen stapel: schrijf { $action } om erop te stapelen.
error-placement-phase = De stukken worden nog geplaatst: plaats een stuk, bijvoorbeeld Z@E1.
error-position-string = De stellingstekst is onleesbaar.
error-rated-game = Dit is niet toegestaan in een partij die meetelt.
error-rematch-not-allowed = Deze partij begon niet met een opstelling, dus er is geen revanche.
error-result-mismatch = De uitslag na de beurten spreekt de Result-tag tegen.
error-same-cell = Een stapel kan niet naar zijn eigen veld gaan.
error-seek-closed = Deze uitdaging is al gesloten.
error-seek-taken = Deze uitdaging is al aangenomen.
error-single-action =
    { $phase ->
        [placement] Een plaatsing is een hele beurt: ze heeft geen tweede actie.
        [opening] De opening is één enkele slag: ze heeft geen tweede actie.
       *[turn] De partij begint met een tweede actie, die op zichzelf een hele beurt is.
    }
error-storage = Het partijarchief faalde, en er is niets veranderd. Probeer het later nog eens.
error-stray-brace = Een sluitaccolade { "}" } staat buiten een commentaar.
error-token-expired = Deze link is verlopen: vraag een nieuwe aan.
error-token-used = Deze link is al gebruikt.
error-too-large = De inhoud van het verzoek is te groot: hoogstens 64 KiB wordt aangenomen.
error-too-many-attempts =
    Te veel mislukte pogingen: probeer het over { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } nog eens.
error-too-many-games =
    Te veel nieuwe partijen van hieruit de laatste tijd: probeer het over { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } nog eens.
error-too-many-imports =
    Te veel imports van hieruit de laatste tijd: probeer het over { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } nog eens.
error-too-many-mails =
    De laatste tijd zijn er te veel e-mails gevraagd: probeer het over { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } nog eens.
error-too-many-seeks = Je hebt te veel open uitdagingen: trek er eerst een in.
error-too-many-signups =
    Vanaf dit adres zijn de laatste tijd te veel accounts aangemaakt: probeer het over { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } nog eens.
error-too-tall = De stapel op { $to } (hoogte { $target }) is hoger dan de stapel op { $from } (hoogte { $mover }).
error-turn-after-end = Er komt een beurt na het einde van de partij.
error-turn-number = Het nummer van de volgende beurt ontbreekt of klopt niet.
error-undo-not-allowed = Terugnemen kan alleen in partijen tegen de engine en op hetzelfde scherm.
error-unexpected-tag = Een tag past niet bij de andere tags van de notatie.
error-unknown-cell = Een veldnaam is onbekend: de velden heten bijvoorbeeld A1, E9 of I5, en E5 bestaat niet.
error-unknown-chat-line = Deze partij heeft zo'n chatregel niet.
error-unknown-game = Er is geen partij met deze id.
error-unknown-player = Er is geen speler met deze naam.
error-unknown-report = Zo'n open melding bestaat niet.
error-unknown-seek = Er is geen uitdaging met deze id.
error-unreadable = Een actie in de notatie is onleesbaar.
error-unsupported-media-type = Stuur de inhoud als JSON, met Content-Type: application/json.
error-unterminated-comment = Een commentaar dat met { "{" } begint, wordt nooit gesloten.
error-upgrade-required = Dit adres is een WebSocket: open het als zodanig.
error-wrong-invite = Deze uitnodiging hoort niet bij deze partij.
error-wrong-password = De naam of het wachtwoord is onjuist.
error-wrong-result = De uitslag die de notatie geeft, klopt niet met hoe de partij eindigt.
error-wrong-token = Dit token is geen plaats in deze partij.

## Beurtmeldingen: een geluid, de titel van het tabblad, de meldingen van de browser

notify-me = Meld het mij
notify-me-title = Laat deze browser een melding tonen wanneer jij aan zet bent en dit tabblad op de achtergrond staat
notify-on = Meldingen staan aan: deze browser laat weten wanneer jij aan zet bent.
notify-blocked = Deze browser blokkeert meldingen van deze site: sta ze toe in de instellingen van de browser.
notice-your-turn = Jij bent aan zet in een partij
notice-game-started = Je partij tegen { $opponent } is begonnen

## Een verwijderd account

deleted-player = Verwijderde speler

## De instellingenpagina

nav-settings = Instellingen
settings-title = TZAAR – instellingen
settings-heading = Instellingen
settings-sign-in = Meld je aan om je instellingen te zien en te wijzigen.
settings-saved = Opgeslagen.
settings-language-heading = Taal
settings-language-label = De site en haar e-mails in het
settings-language-browser = De taal van de browser
settings-language-note = Ze geldt meteen, op elk apparaat waarop je aangemeld bent.
settings-email-heading = E-mail en meldingen
settings-email-none = Je account heeft geen e-mailadres.
settings-email-confirmed = Je adres: { $email } (bevestigd).
settings-email-unconfirmed = Je adres: { $email } (nog niet bevestigd: open de link die ernaartoe is gestuurd).
settings-mail-off = Deze server verstuurt op dit moment geen e-mail: je adres wordt bewaard, maar er worden geen links of meldingen naartoe gestuurd.
settings-email-label = Nieuw adres
settings-email-save = Adres opslaan
settings-email-remove = Mijn adres verwijderen
settings-email-empty = Typ eerst een adres.
settings-email-sent = Adres opgeslagen: een link om het te bevestigen is onderweg.
settings-email-kept = Adres opgeslagen.
settings-email-removed = Adres verwijderd.
settings-notices-heading = Meldingen per e-mail
settings-notices-note = Alleen naar een bevestigd adres.
settings-notice-turn = Ik ben aan zet in een correspondentiepartij
settings-notice-deadline = Een van mijn termijnen loopt over een dag af
settings-notice-challenge = Iemand daagt mij bij naam uit
settings-notice-result = Een van mijn partijen is afgelopen
settings-browser-heading = Meldingen in deze browser
settings-browser-on = Deze browser toont een melding wanneer jij aan zet bent en het tabblad van de site op de achtergrond staat.
settings-browser-ask = Deze browser kan je laten weten wanneer jij aan zet bent terwijl het tabblad van de site op de achtergrond staat.
settings-browser-blocked = Deze browser blokkeert meldingen van deze site; sta ze toe in de instellingen van de browser.
settings-browser-none = Deze browser kan geen meldingen tonen.
settings-play-heading = Bord en geluid
settings-board-label = In je partijen toont het bord onderaan:
settings-board-own = je eigen kant (omgedraaid als je zwart speelt)
settings-board-white = altijd de kant van wit
settings-sound = Een kort geluid spelen wanneer ik aan zet ben of een partij van mij begint
settings-sound-try = Beluisteren
settings-data-heading = Je gegevens
settings-data-text = Download alles wat de site over je account bewaart: de cijfers, de geschiedenis van de rating, de spelers die het blokkeert en de partijen als notaties.
settings-data-download = Mijn gegevens downloaden
settings-delete-heading = Mijn account verwijderen
settings-delete-warning = Dit kan niet ongedaan worden gemaakt. Je lopende partijen eindigen meteen (opgegeven, of afgebroken als ze nog niet begonnen waren), je uitdagingen, e-mailadres, instellingen en wachtwoord worden verwijderd, en je naam komt vrij voor iedereen. Je afgelopen partijen blijven in het archief onder ‘Verwijderde speler’. Download eerst je gegevens als je ze wilt bewaren.
settings-delete-password = Je wachtwoord, ter bevestiging
settings-delete-need-password = Typ je wachtwoord om het account te verwijderen.
settings-delete-submit = Mijn account verwijderen
settings-delete-confirm = Het account { $name } voorgoed verwijderen? Dit kan niet ongedaan worden gemaakt.
settings-delete-yes = Verwijderen
settings-deleted = Je account is verwijderd. Bedankt voor het spelen.

## De namen van de plaatsen als er geen is opgegeven

seat-default-player = Speler
seat-default-engine = Engine (niveau { $level })

## Het analysebord en de lessen

nav-analysis = Analyse
nav-learn = Leren
open-analysis-board = Analysebord
analysis-title = TZAAR – analysebord
analysis-board-heading = Analysebord
study-engine-heading = Engine
study-engine-on = Engine aan
study-lines = Voortzettingen
study-explorer-heading = Partijen vanuit deze stelling
study-moves-heading = Zetten
study-delete = Vanaf hier wissen
study-position-heading = Stelling
study-edit = Stelling bewerken
study-share = Link delen
study-standard = Standaardopstelling
study-tournament = Toernooiopstelling
study-load-label = Een stellingstekst, of standard, tournament, of random met een startgetal
study-load = Openen
study-game-going-on = Deze partij tussen mensen is nog bezig: het analysebord opent zodra hij voorbij is.
study-back-to-game = Terug naar de partij
study-phase-open = { $side ->
        [white] Wit
       *[black] Zwart
    } is aan zet: de openingsslag (maar één actie)
study-phase-first = { $side ->
        [white] Wit
       *[black] Zwart
    } is aan zet: eerste actie, een slag
study-phase-second = { $side ->
        [white] Wit
       *[black] Zwart
    } is aan zet: tweede actie, een slag, stapelen of passen
study-phase-place = { $side ->
        [white] Wit
       *[black] Zwart
    } is aan zet: zet een stuk op een leeg veld
study-no-moves = Nog geen zetten: op het bord kun je voor beide kanten spelen.
study-engine-off = De engine staat uit.
study-engine-over = In deze stelling is de partij voorbij.
study-depth = Diepte { $depth }
study-play-line = Deze beurt spelen
study-link-copied = Link gekopieerd.
editor-heading = Stellingseditor
editor-help = Kies een stuk en klik dan op een veld om het daar bovenop de stapel te zetten (een stapel van de andere kleur wordt vervangen); de gum haalt het bovenste stuk weg.
editor-palette = Stukken
editor-side = Aan zet
editor-white = Wit
editor-black = Zwart
editor-phase = Fase
editor-phase-first = Eerste actie (een slag)
editor-phase-second = Tweede actie
editor-phase-open = De openingsslag
editor-clear = Leeg bord
editor-standard = Standaardopstelling
editor-done = Klaar
editor-cancel = Annuleren
editor-remove = Gum
editor-status = Bewerken: klik op velden om het bord te veranderen en kies dan Klaar.
learn-title = TZAAR – leren
learn-heading = TZAAR leren
learn-intro = Korte lessen op een bord: elke opdracht wordt gecontroleerd terwijl je hem speelt.
learn-lessons = Lessen
learn-reset = Opnieuw beginnen
learn-show = Laat zien
learn-retry = Opnieuw proberen
learn-next = Volgende opdracht
learn-next-lesson = Volgende les
learn-finished-label = { $lesson } (voltooid)
learn-progress = { $done } van de { $total } lessen voltooid
learn-step = Opdracht { $step } van { $steps }
learn-go-on = Goed: de beurt heeft nog een actie.
learn-right = Goed zo!
learn-lesson-done = Goed zo! Les voltooid.
learn-wrong = Deze niet: het bord gaat terug, probeer het opnieuw.
lesson-capture-title = Slaan
lesson-capture-intro = Een stapel gaat in een rechte lijn, over willekeurig veel lege velden, naar de eerste stapel die hij tegenkomt, en nooit over het midden. Hij slaat die stapel als die van de tegenstander is en niet hoger dan hijzelf: de geslagen stapel gaat van het bord.
lesson-capture-1 = Jij speelt wit. Sla de zwarte Tott op A3 met je Tzarra op A1.
lesson-capture-2 = Een stapel van twee slaat een stapel van twee of minder. Sla de twee Tzarra's van zwart op A3 met je stapel op A1 (je losse Tott op C1 kan de stapel van drie niet slaan).
lesson-stack-title = Stapelen
lesson-stack-intro = Na de slag mag de tweede actie van een beurt een stapelzet zijn: een van je stapels gaat, zoals bij het slaan, op een andere stapel van jou. Het bovenste stuk van de bewegende stapel wordt het bovenste stuk van de nieuwe stapel.
lesson-stack-1 = Zet je Tzaar van A1 op je Tott op A3, zodat de Tzaar bovenop een stapel van twee staat.
lesson-stack-2 = De tweede actie kan ook passen zijn. Pas om je beurt te beëindigen.
lesson-forced-title = De verplichte slag
lesson-forced-intro = Elke beurt begint met een slag; alleen de tweede actie mag een stapelzet of passen zijn. Wie aan het begin van zijn beurt niet kan slaan, verliest.
lesson-forced-1 = Begin je beurt: sla de zwarte Tott op A3 met je Tzaar.
lesson-forced-2 = Nu stapelen: zet je Tzarra van C3 op je Tott op C1. Als je de Tott op de Tzarra stapelt, bedek je je enige Tzarra en verlies je.
lesson-lose-title = Drie manieren om te verliezen
lesson-lose-intro = Je verliest als je geen stapel meer hebt met een Tzaar, een Tzarra of een Tott bovenop, of de laatste nu geslagen is of bedekt door je eigen stapelen, en als je aan het begin van je beurt niet kunt slaan.
lesson-lose-1 = Zwart heeft nog één Tzaar. Sla hem.
lesson-lose-2 = Alle stapels van zwart zijn losse stukken. Sla de Tott op A3 en stapel dan je losse Tott en je stapel van twee Totts op elkaar, zodat zwart niets meer kan slaan.
lesson-lose-3 = Stapel, maar bedek je enige Tzarra niet: wie zijn laatste stuk van een soort bedekt, verliest, net alsof het geslagen was.
lesson-opening-title = De openingsbeurt
lesson-opening-intro = In de standaardopstelling staan alle 60 stukken op het bord. De eerste beurt van wit is één enkele slag, ter compensatie voor het beginnen; daarna heeft elke beurt twee acties.
lesson-opening-1 = Doe de openingsslag van wit: elke slag is goed.
lesson-opening-2 = Nu speelt zwart een hele beurt. Eerst de slag: sla een witte stapel.
lesson-opening-3 = Dan de tweede actie: slaan, stapelen of passen.
lesson-placement-title = Plaatsen in de toernooiopstelling
lesson-placement-intro = In de toernooiopstelling is het bord leeg en zetten de spelers om de beurt hun stukken neer, één tegelijk, wit eerst, tot alle 60 op het bord staan; dan doet wit de openingsslag.
lesson-placement-1 = Kies de Tzaar onder het bord en zet hem op een willekeurig leeg veld.
lesson-placement-2 = Zet nu een Tott neer voor zwart.
lesson-ideas-title = Twee basisideeën
lesson-ideas-intro = Let op de soort waarvan je het minst hebt: als je van een soort nog maar één stuk hebt, verlies je de partij zodra je dat kwijtraakt. Een hoge stapel is veilig voor lagere.
lesson-ideas-1 = Je enige Tzarra op A3 wordt aangevallen door de zwarte Tott op A5. Maak hem hoger: zet de Tzarra op je Tott op A1.
lesson-ideas-2 = Bouw een stapel van drie met je Tzaar bovenop: zet de Tzaar op je stapel van twee Totts.
## De openingsverkenner

explorer-caption = Beurten die vanaf hier zijn gespeeld in afgelopen partijen tussen mensen
explorer-turn = Beurt
explorer-games = Partijen
explorer-white-share = Wit won
explorer-total = Alle partijen
explorer-percent = { $percent }%
explorer-empty = Geen partij tussen mensen heeft deze stelling bereikt
explorer-pick = Speel { $turn }
explorer-share-title = Wit won { $wins } van { $games }
explorer-engine = De keuze van de engine:
## De puzzelpagina (/puzzles) en haar fouten

nav-puzzles = Puzzels
puzzles-title = TZAAR – puzzels
puzzles-heading = Puzzels
puzzles-task = { $colour ->
        [white] Je speelt met wit.
       *[black] Je speelt met zwart.
    }
puzzles-win-in = { $turns ->
        [one] Winst in { $turns } beurt
       *[other] Winst in { $turns } beurten
    }
puzzles-themes = Thema's: { $themes }
puzzles-ratings = Puzzelrating { $rating } · jouw puzzelrating { $mine }
puzzles-ratings-guest = Puzzelrating { $rating } · meld je aan voor een puzzelrating; als gast speel je zonder rating.
puzzles-your-turn = { $turns ->
        [one] Jij bent aan zet: vind de winst in { $turns } beurt.
       *[other] Jij bent aan zet: vind de winst in { $turns } beurten.
    }
puzzles-tried = Je hebt deze puzzel al eens geprobeerd: hem opnieuw oplossen telt niet voor je rating.
puzzles-second = Nu de tweede actie: slaan, stapelen of passen.
puzzles-checking = Je beurt wordt nagekeken…
puzzles-right = { $turns ->
        [one] Goed! Het antwoord was { $reply }. Win nu in { $turns } beurt.
       *[other] Goed! Het antwoord was { $reply }. Win nu in { $turns } beurten.
    }
puzzles-solved = Opgelost!
puzzles-solved-rated = Opgelost! Je puzzelrating is nu { $rating }.
puzzles-wrong = Die beurt wint niet. De oplossing staat op het bord.
puzzles-wrong-rated = Die beurt wint niet. De oplossing staat op het bord. Je puzzelrating is nu { $rating }.
puzzles-next = Volgende puzzel
puzzles-again = Opnieuw proberen
puzzles-cancel = Eerste actie terugnemen
puzzles-step = Oplossing: beurt { $step } van { $steps }
puzzles-step-start = Oplossing: het begin van de puzzel
puzzles-step-back = Eén beurt terug
puzzles-step-forward = Eén beurt vooruit
puzzles-choose = Kies de volgende puzzel
puzzles-theme = Thema
puzzles-length = Lengte
puzzles-any = Maakt niet uit
theme-last-tzaar = Laatste Tzaar
theme-last-tzarra = Laatste Tzarra
theme-last-tott = Laatste Tott
theme-no-capture = De tegenstander kan niet slaan
theme-stack = Stapelen
theme-double-capture = Twee keer slaan
theme-pass = Passen
error-unknown-puzzle = Die puzzel bestaat niet.
error-no-puzzle = Geen puzzel heeft dit thema en deze lengte.
error-puzzle-over = Deze poging is voorbij: begin de puzzel opnieuw vanaf het begin.
error-attempt-changed = Deze poging ging intussen verder, misschien in een ander tabblad: laad de puzzel opnieuw.
error-bad-kind = Het soort toernooi is arena, swiss of round-robin.
error-bad-random-per = Een nieuwe willekeurige opstelling komt per paring of per ronde, en alleen bij een willekeurige opstelling.
error-bad-start = De start moet een datum en tijd zijn van nu tot een jaar vooruit.
error-bad-duration = Een arena duurt 1 tot 1440 minuten; andere toernooien hebben geen duur.
error-bad-rounds = Een Zwitsers toernooi heeft 1 tot 30 ronden; andere toernooien stellen er geen in.
error-bad-cycles = Een round robin wordt een- of tweemaal gespeeld (cycli 1 of 2); andere toernooien stellen er geen in.
error-bad-max-players = Een toernooi neemt 2 tot 1000 spelers; een round robin hoogstens 30.
error-bad-rating-range = Het ratingbereik loopt van de laagste naar de hoogste rating, elk binnen ±10000.
error-bot-not-allowed = Een programma kan niet meedoen aan een toernooi voor rating.
error-not-an-arena = Alleen in een arena kun je pauzeren; in andere toernooien trek je je terug.
error-not-creator = Alleen wie het toernooi maakte, mag dit doen.
error-not-joined = Je doet niet mee aan dit toernooi.
error-rating-out-of-range = Je rating valt buiten het bereik van dit toernooi.
error-too-few-players = Een toernooi heeft minstens twee spelers nodig om te beginnen.
error-too-many-tournaments = Je hebt te veel toernooien die op hun start wachten: start of annuleer er eerst een.
error-tournament-finished = Het toernooi is voorbij.
error-tournament-full = Het toernooi is vol.
error-tournament-game = Een toernooi deelt zijn spelers zelf opnieuw in: geen revanche.
error-tournament-started = Het toernooi is begonnen: het neemt geen spelers meer aan en kan niet opnieuw gestart of geannuleerd worden.
error-unknown-tournament = Dit toernooi bestaat niet.
error-withdrawn = Je hebt je uit dit toernooi teruggetrokken.

## Toernooien: de lijst (/tournaments), het formulier voor een nieuw, één toernooi
## (/tournaments/{id}), het vak in de lobby, de pagina van een speler en een toernooipartij.

nav-tournaments = Toernooien
tournaments-title = TZAAR – toernooien
tournaments-heading = Toernooien
tournaments-running = Nu bezig
tournaments-open = Open voor deelname
tournaments-finished = Afgelopen
tournaments-none-running = Er is geen toernooi bezig.
tournaments-none-open = Geen enkel toernooi staat open voor deelname.
tournaments-none-finished = Er is nog geen toernooi afgelopen.
tournament-col-name = Toernooi
tournament-col-kind = Soort
tournament-col-when = Wanneer
tournament-kind-arena = Arena
tournament-kind-swiss = Zwitsers systeem
tournament-kind-round-robin = Ieder tegen ieder
tournament-kind-note-arena = Spelers krijgen een nieuwe partij zodra hun partij afloopt, tot de tijd om is. Een winst levert 2 punten op; wie een winstreeks heeft (🔥), scoort dubbel.
tournament-kind-note-swiss = Elke ronde koppelt spelers met evenveel punten; niemand treft twee keer dezelfde tegenstander.
tournament-kind-note-round-robin = Iedereen speelt tegen iedereen.
tournament-status-open = Open
tournament-status-running = Bezig
tournament-status-finished = Afgelopen
tournament-starts-at = Begint { $date }
tournament-starts-by-hand = Begint wanneer de maker het start
tournament-ends-at = Eindigt { $date }
tournament-ended-at = Afgelopen op { $date }
tournament-round = Ronde { $round }
tournament-round-of = Ronde { $round } van { $rounds }
tournaments-create-heading = Een toernooi maken
tournaments-sign-in = Log in om een toernooi te maken.
tournament-kind = Soort
tournament-name = Naam
tournament-name-missing = Geef het toernooi een naam.
tournament-time-clock = Met klok (live)
tournament-time-days = Dagen per zet (correspondentie)
tournament-real-time-only = Een arena wordt alleen met klok gespeeld.
tournament-minutes = Minuten per speler
tournament-increment = Seconden erbij per zet
tournament-days = Dagen per zet
tournament-begins = Begin
tournament-begins-by-hand = Wanneer ik het start
tournament-begins-at = Op een vaste tijd
tournament-begins-when = Datum en tijd
tournament-begins-missing = Kies de datum en tijd van het begin.
tournament-duration = Duur in minuten
tournament-rounds = Ronden
tournament-cycles = Cycli
tournament-cycles-one = Iedereen speelt één keer tegen iedereen
tournament-cycles-two = Iedereen speelt twee keer tegen iedereen, met omgewisselde kleuren
tournament-max-players = Hoogstens spelers
tournament-rating-range = Toegestane ratings
tournament-rating-min = Vanaf (optioneel)
tournament-rating-max = Tot (optioneel)
tournament-create = Toernooi maken
tournament-title = TZAAR – toernooi
tournament-all = Alle toernooien
tournament-missing = Dit toernooi kan niet getoond worden
tournament-players =
    { $max ->
        [one] { $players } van { $max } speler
       *[other] { $players } van { $max } spelers
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } ronden
    }
tournament-rating-between = Ratings { $min } tot { $max }
tournament-rating-from = Ratings vanaf { $min }
tournament-rating-to = Ratings tot { $max }
tournament-created-by = Gemaakt door { $name }
tournament-championship = Kampioenschap: seizoen { $season }, divisie { $division }, groep { $group }
tournament-starts-in = Begint over { $time }
tournament-ends-in = Eindigt over { $time }
tournament-starting = Begint zo…
tournament-ending = Eindigt zo…
tournament-you-joined = Je doet mee aan dit toernooi.
tournament-you-paused = Je pauzeert: je krijgt geen partij tot je terugkomt.
tournament-you-withdrawn = Je hebt je uit dit toernooi teruggetrokken.
tournament-your-game = Je partij is begonnen: speel hem
tournament-sign-in = Log in om mee te doen aan toernooien.
tournament-join = Meedoen
tournament-come-back = Terugkomen
tournament-pause = Pauzeren
tournament-leave = Afmelden
tournament-withdraw = Terugtrekken
tournament-withdraw-confirm = Je uit dit toernooi terugtrekken? Je krijgt geen nieuwe partij meer; een lopende partij wordt uitgespeeld.
tournament-start = Nu starten
tournament-cancel = Toernooi afzeggen
tournament-cancel-confirm = Dit toernooi afzeggen? Het verdwijnt voor iedereen.
tournament-cancelled = Het toernooi is afgezegd.
tournament-standings = Stand
tournament-no-players = Er doet nog niemand mee.
tournament-col-rank = #
tournament-col-points = Punten
tournament-col-played = Gespeeld
tournament-col-byes = Vrijlotingen
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: de punten van de verslagen tegenstanders
tournament-col-performance = Prestatie
tournament-on-fire = Op een winstreeks: winsten tellen dubbel
tournament-paused-mark = pauzeert
tournament-withdrawn-mark = teruggetrokken
tournament-games = Partijen
tournament-bye = vrijloting
my-tournaments-heading = Jouw toernooien
player-tournaments = Toernooien
game-tournament-link = Terug naar het toernooi { $name }
game-tournament-going-back = Zo meteen terug naar het toernooi…
error-unknown-championship = Dit kampioenschap bestaat niet.
error-season-running = Het seizoen wordt nog gespeeld: het volgende begint zodra elke groep klaar is.
error-bad-group = Een groep heeft 3 tot 20 spelers, meer dan de promoverende en degraderende samen; elke divisie heeft 1 tot 4 keer de groepen van die erboven.
error-bad-gap = De pauze tussen seizoenen is 0 tot 60 dagen.
settings-notice-round = Een toernooironde per correspondentie deelt mij in
mail-round-subject = TZAAR: { $tournament }, ronde { $round }: je speelt tegen { $opponent }
mail-round-text = Ronde { $round } van { $tournament } is begonnen: je partij tegen { $opponent } wacht. Wie niet op tijd begint, verliest. Open hem hier:

## Correspondentiekampioenschappen: hun lijst en het formulier op /tournaments, en één
## kampioenschap (/championships/{id}) met zijn seizoenen, divisies en groepen.

championships-heading = Correspondentiekampioenschappen
championships-none = Er is nog geen kampioenschap.
championship-col-name = Kampioenschap
championship-col-season = Seizoen
championship-col-entrants = Ingeschreven
championship-not-begun = Nog niet begonnen
championships-create-heading = Een kampioenschap maken
championships-admins-only = Alleen de beheerders van de site mogen een kampioenschap maken.
championship-group-size = Spelers per groep
championship-promote = Promovendi per groep
championship-growth = Groepen per divisie, maal de divisie erboven
championship-first-season = Eerste seizoen begint op (optioneel)
championship-gap = Dagen tussen seizoenen (optioneel)
championship-name-missing = Geef het kampioenschap een naam.
championship-create = Kampioenschap maken
championship-title = TZAAR – kampioenschap
championship-all = Alle toernooien en kampioenschappen
championship-missing = Dit kampioenschap kan niet getoond worden
championship-group-size-is = Groepen van hoogstens { $size } spelers
championship-moves-is = Uit elke groep { $promote } omhoog, { $relegate } omlaag
championship-growth-is = Elke divisie heeft { $growth } keer zoveel groepen als die erboven
championship-first-at = Het eerste seizoen begint { $date }
championship-by-hand = Een seizoen begint als de maker het opent
championship-gap-is =
    { $days ->
        [one] Het volgende seizoen begint { $days } dag na de laatste partij van het vorige
       *[other] Het volgende seizoen begint { $days } dagen na de laatste partij van het vorige
    }
championship-season-is = Seizoen { $season }
championship-entrants-heading = Ingeschreven voor het volgende seizoen
championship-no-entrants = Nog niemand heeft zich ingeschreven.
championship-you-entered = Je bent ingeschreven voor het volgende seizoen.
championship-sign-in = Log in om mee te doen aan het kampioenschap.
championship-enter = Inschrijven
championship-leave = Afmelden
championship-leave-confirm = Je afmelden voor het kampioenschap? Je speelt geen volgend seizoen; een lopend seizoen wordt uitgespeeld.
championship-open-season = Volgend seizoen openen
championship-seasons = Seizoenen
championship-no-seasons = Er is nog geen seizoen begonnen.
championship-division = Divisie { $division }
championship-group = Groep { $group }
championship-col-next = Volgend seizoen
championship-next-up = Promoveert een divisie
championship-next-down = Degradeert een divisie
championship-next-same = Blijft in deze divisie
championship-next-left = Heeft het kampioenschap verlaten
championship-left-mark = vertrokken
error-already-bot = Dit account is al een bot.
error-has-games = Alleen een account zonder gespeelde partijen kan een bot worden.
error-not-a-bot = Alleen een botaccount heeft een stream: maak het account eerst een bot.
error-bot-busy = Deze bot speelt al zoveel partijen als een bot tegelijk mag: probeer het later nog eens.
error-bot-offline = Het programma van deze bot is nu niet verbonden: probeer het later nog eens.
error-bot-open-seek = Een bot mag spelers rechtstreeks uitdagen, maar geen open uitdagingen plaatsen.
