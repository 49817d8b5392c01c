# Die Wörter der Web-App auf Deutsch (die Schlüssel wie in en.ftl).
# `$side` und `$colour` sind immer `white` oder `black`.

## Die Kopfzeile jeder Seite

nav-games = Partien
nav-players = Spieler
nav-rules = Regeln
language-label = Sprache
sign-in = Anmelden
sign-up = Registrieren
change-password = Passwort ändern
log-out = Abmelden

## Anmelden und Passwort

sign-name = Name
sign-password = Passwort
cancel = Abbrechen
password-now = Bisheriges Passwort
password-new = Neues Passwort
password-note = Deine anderen Geräte werden abgemeldet.
password-submit = Ändern
sign-up-hint = Ein Name aus 2 bis 20 Buchstaben, Ziffern, _ oder -, und ein Passwort mit mindestens 8 Zeichen.
name-rule = Ein Name besteht aus 2 bis 20 Buchstaben (A bis Z, a bis z), Ziffern, _ oder -.
password-rule = Ein Passwort hat 8 bis 200 Zeichen.
welcome = Willkommen, { $name }.
signed-in-as = Angemeldet als { $name }.
password-changed = Dein Passwort wurde geändert.
logged-out = Abgemeldet.

## Verbindung zum Server

server-unreachable = Der Server ist nicht erreichbar. Prüfe die Verbindung und versuche es noch einmal.
server-answered = Der Server antwortete mit { $status } { $reason }.

## Wörter an vielen Stellen

colour-white = Weiß
colour-black = Schwarz
setup-standard = Standard
setup-random = Zufällig
setup-tournament = Turnier
mode-engine = Engine
mode-hotseat = Am selben Gerät
mode-online = Online
mode-review = Analyse
days-per-turn =
    { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
game-rated = gewertet
game-casual = ungewertet
status-aborted = abgebrochen
status-playing = läuft
status-over = beendet
bot-mark = BOT
no-games = Noch keine Partien.
back-to-games = Zurück zu den Partien
accept = Annehmen
page-of = Seite { $page } von { $pages }

## Startseite: Einleitung und Spiel gegen Menschen

intro = TZAAR ist ein Brettspiel für zwei: Schlage und stapele Steine, bis deinem Gegner eine der drei Sorten fehlt.
intro-rules = Zu den Regeln.
people-heading = Gegen Menschen spielen
col-player = Spieler
col-time = Bedenkzeit
col-start = Aufstellung
col-game = Partie
col-colour = Farbe
seeks-empty = Keine offenen Herausforderungen. Stelle eine ein, dann sehen alle sie hier.
my-games-heading = Deine Partien
seek-sign-in = Melde dich an, um Herausforderungen einzustellen oder anzunehmen.
clock-fischer = { $minutes } Min. + { $seconds } s
your-colour = Deine Farbe
colour-random = Zufällig
seek-rated = Gewertet
seek-opponent = Gegner
seek-anyone = Beliebig
seek-opponent-hint = Leer: jeder darf annehmen. Ein Name: nur dieser Spieler. Level-1 bis Level-10: die Engine, sofort.
seek-submit = Herausforderung einstellen
online-heading = Online
seek-no-clock = Ohne Uhr
seek-plays-white = Spielt Weiß
seek-plays-black = Spielt Schwarz
seek-random-colours = Farben zufällig
seek-accept-sign-in = Melde dich an, um eine Herausforderung anzunehmen.
challenge-sent = Herausforderung an { $name } gesendet.
challenge-listed = Deine Herausforderung steht in der Liste.
my-game-your-turn = Du bist am Zug gegen { $opponent }
my-game-waiting = Warten auf { $opponent }
my-game-deadline = Frist { $date }
lobby-reconnecting = Verbinde neu…

## Startseite: neue Partie, Import, Archiv

new-game-heading = Neue Partie
opponent = Gegner
start = Aufstellung
seed = Startwert
seed-placeholder = Beliebig (optional)
seed-invalid = Der Startwert ist eine ganze Zahl von 0 bis { $max }.
level = Stufe
level-weakest = { $level } (am schwächsten)
level-strongest = { $level } (am stärksten)
your-name = Dein Name
optional = Optional
clock = Uhr
clock-none = Keine
clock-correspondence =
    Fernpartie: { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
start-game = Partie starten
import-heading = Partie importieren
import-note = Eine Notation im Format dieses Projekts oder von LittleGolem öffnet sich zur Analyse.
import-example = Beispiel verwenden
import = Importieren
import-empty = Füge zuerst eine Notation ein oder wähle eine Datei.
games-heading = Partien
col-players = Spieler
col-mode = Art
col-turns = Züge
col-result = Ergebnis
col-updated = Zuletzt
page-newer = ‹ Neuere
page-older = Ältere ›
archive-page =
    Seite { $page } von { $pages } ({ $total ->
        [one] { $total } Partie
       *[other] { $total } Partien
    })
result-reason-tzaar-captured = letzter Tzaar geschlagen
result-reason-tzarra-captured = letzte Tzarra geschlagen
result-reason-tott-captured = letzter Tott geschlagen
result-reason-tzaar-buried = letzter Tzaar verdeckt
result-reason-tzarra-buried = letzte Tzarra verdeckt
result-reason-tott-buried = letzter Tott verdeckt
result-reason-no-capture = kein Schlag möglich
result-reason-resignation = Aufgabe
result-reason-time = Zeit
result-reason-abandoned = verlassen

## Seiten, die es nicht gibt

missing-game = Diese Partie gibt es nicht
game-unavailable = Die Partie kann nicht angezeigt werden
no-page-title = TZAAR – Seite nicht gefunden
no-page = Hier gibt es keine Seite
no-page-text = Die Adresse ist vielleicht falsch geschrieben, oder die Seite ist umgezogen. Die Adresse einer Partie sieht so aus: /game/aZ3kP9qLm2Xw.

## Spielerseite und Rangliste

rating = Wertung
player-record =
    { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    } · { $wins } gewonnen · { $losses } verloren
rating-history = Verlauf der Wertung
recent-games = Letzte Partien
all-players = Alle Spieler
no-rated-games = Noch keine gewerteten Partien.
rating-graph-label = Wertung nach jeder gewerteten Partie
white-won = Weiß gewann
black-won = Schwarz gewann
no-such-player = Es gibt keinen Spieler namens „{ $name }“.
col-rating = Wertung
col-games = Partien
col-won = Gewonnen
col-lost = Verloren
leaders-higher = ‹ Höher
leaders-lower = Tiefer ›

## Partieseite: Brett, Knöpfe und Felder

board-label = TZAAR-Brett
eval-title = Die Bewertung der Engine: der Anteil von Weiß am Balken
review-start = Anfang
review-start-title = Anfang (Pos1)
review-back = Eine Aktion zurück
review-back-title = Eine Aktion zurück (←)
review-forward = Eine Aktion vor
review-forward-title = Eine Aktion vor (→)
review-now = Jetzt
review-now-title = Jetzt (Ende)
pass = Passen
undo = Zurücknehmen
hint = Tipp
takeback = Rücknahme
takeback-offered = Rücknahme angeboten
rematch = Revanche
rematch-offered = Revanche angeboten
resign = Aufgeben
abort = Abbrechen
abort-title = Die Partie ohne Ergebnis beenden (vor der ersten Aktion von Schwarz)
claim = Sieg beanspruchen
claim-title = Die Zeit deines Gegners ist abgelaufen oder er ist gegangen: gewinne die Partie
flip = Drehen
flip-title = Das Brett umdrehen
decline = Ablehnen
withdraw = Zurückziehen
rematch-go = Zur Revanche
type-action = Aktion eingeben:
play = Spielen
moves-heading = Züge
analysis-heading = Analyse
fair-play-note = Die Sicht der Engine auf diese Partie (Bewertungskurve, beste Fortsetzung und Tipps) gibt es, sobald die Partie vorbei ist: Solange zwei Menschen spielen, hilft die Engine niemandem.
scores-show = Bewertungskurve zeigen
scores-update = Bewertungskurve aktualisieren
scores-busy = Die Engine bewertet die Partie…
best-line = Beste Fortsetzung hier
export-record = Notation exportieren
share-heading = Teilen
invite-label = Einen Spieler einladen (sein Platz):
invite-label-side = Einen Spieler einladen (er spielt { $side ->
        [white] Weiß
       *[black] Schwarz
    }; wer den Link zuerst öffnet, bekommt den Platz):
seat-label = Der Link zu deinem Platz: Öffne ihn auf einem anderen Gerät und gib ihn nicht weiter.
copy = Kopieren
watch-label = Zuschauen (nur lesen):
chat-heading = Chat
chat-placeholder = Schreib deinem Gegner etwas
chat-label = Chatnachricht
send = Senden
play-it = Spielen

## Partieseite: was geschieht

game-title = TZAAR – Partie { $id }
game-title-your-turn = (Du bist am Zug) TZAAR – Partie { $id }
link-copied = Link kopiert.
link-copy-by-hand = Markiere den Link und kopiere ihn (Strg+C).
you-play =
    Du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
seat-taken = Der Platz ist vergeben, du schaust zu: Jemand anderes hat diese Einladung zuerst geöffnet.
invite-refused = Diese Einladung öffnet keinen Platz ({ $reason }), du schaust zu.
live-on = Live-Aktualisierung an.
connection-lost = Verbindung verloren, neuer Versuch in { $seconds } s…
token-no-seat = Dieser Link gehört zu keinem Platz in dieser Partie; du schaust zu.
no-legal-action = { $stack }. Er hat jetzt keine erlaubte Aktion.
typed-not-legal = { $action } ist hier keine erlaubte Aktion.
typed-nothing = Gib zuerst eine Aktion ein.
loses-at-once = { $action } verliert die Partie sofort: Dir bliebe von einer Sorte kein sichtbarer Stein. Trotzdem spielen?
hint-text = Tipp: { $turn }. { $outlook }.
resign-confirm = Die Partie für { $name } aufgeben?
abort-confirm = Die Partie abbrechen? Sie endet ohne Ergebnis.
claim-in = { $name } ist gegangen: Du kannst den Sieg in { $seconds } s beanspruchen.
claim-now = { $name } ist gegangen: Du kannst den Sieg jetzt beanspruchen.
you-suffix = { $name } (du)
connected = Verbunden
not-connected = Nicht verbunden
thinking = Denkt nach
counts-title = Stapel mit jeder Sorte obenauf
count-tzaar =
    { $count ->
        [one] { $count } Tzaar obenauf
       *[other] { $count } Tzaars obenauf
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra obenauf
       *[other] { $count } Tzarras obenauf
    }
count-tott =
    { $count ->
        [one] { $count } Tott obenauf
       *[other] { $count } Totts obenauf
    }
game-over = Partie vorbei
game-over-after =
    Nach { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    }
game-aborted = Partie abgebrochen
game-aborted-sub = Beendet, bevor beide Seiten gehandelt hatten, ohne Ergebnis.
game-aborted-line = Die Partie wurde abgebrochen: Sie hat kein Ergebnis.
turn-place = Zug { $turn } · { $side ->
        [white] Weiß
       *[black] Schwarz
    }: einen Stein auf ein leeres Feld setzen
turn-open = Zug { $turn } · { $side ->
        [white] Weiß
       *[black] Schwarz
    }: der Eröffnungsschlag (nur eine Aktion)
turn-first = Zug { $turn } · { $side ->
        [white] Weiß
       *[black] Schwarz
    }: erste Aktion, ein Schlag
turn-second = Zug { $turn } · { $side ->
        [white] Weiß
       *[black] Schwarz
    }: zweite Aktion, ein Schlag, ein Stapeln oder Passen
turn-deadline = Frist { $date }
turn-days =
    { $days ->
        [one] { $days } Tag pro Zug, ab der ersten Aktion von Schwarz
       *[other] { $days } Tage pro Zug, ab der ersten Aktion von Schwarz
    }
imported-for-review = Importierte Partie, zur Analyse
side-thinking = { $name } denkt nach
side-to-act = { $name } ist am Zug
your-turn = Du bist am Zug
waiting-for = Warten auf { $name }
reviewing = Analyse
in-hand = { $piece } ×{ $count }
watching = Du schaust zu: Das Brett ist nur zum Ansehen.
you-win = Du gewinnst ({ $score }).
you-lose = Du verlierst ({ $score }).
player-wins = { $name } gewinnt ({ $score }).
reason-tzaar-captured = { $loser } hat keinen Tzaar mehr: Der letzte wurde geschlagen.
reason-tzarra-captured = { $loser } hat keine Tzarra mehr: Die letzte wurde geschlagen.
reason-tott-captured = { $loser } hat keinen Tott mehr: Der letzte wurde geschlagen.
reason-tzaar-buried = { $loser } hat keinen Tzaar mehr obenauf: Der letzte wurde verdeckt.
reason-tzarra-buried = { $loser } hat keine Tzarra mehr obenauf: Die letzte wurde verdeckt.
reason-tott-buried = { $loser } hat keinen Tott mehr obenauf: Der letzte wurde verdeckt.
reason-no-capture = { $loser } konnte zu Beginn des Zuges nicht schlagen.
reason-resignation = { $loser } hat aufgegeben.
reason-time = { $loser } hat die Zeit überschritten.
reason-abandoned = { $loser } hat die Partie verlassen, und der Sieg wurde beansprucht.

## Angebote und Chat

chat-new =
    { $count ->
        [one] Neue Nachricht von { $author }
       *[other] { $count } neue Nachrichten
    }
offer-asks-takeback = { $name } bittet darum, den letzten Zug zurückzunehmen.
offer-asks-rematch = { $name } bittet um eine Revanche.
offer-you-takeback = Du hast angeboten, deinen letzten Zug zurückzunehmen.
offer-you-rematch = Du hast eine Revanche angeboten.
rematch-agreed = Revanche vereinbart.
rematch-declined = Dein Angebot einer Revanche wurde abgelehnt.
takeback-accepted = Deine Rücknahme wurde angenommen.
takeback-ended-game = Dein Rücknahme-Angebot endete mit der Partie.
takeback-ended-action = Dein Rücknahme-Angebot endete: Eine Aktion wurde gespielt.
takeback-declined = Deine Rücknahme wurde abgelehnt.

## Steine, Stapel und die Bewertung der Engine

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $piece } ({ $colour ->
        [white] Weiß
       *[black] Schwarz
    })
cell-empty = { $cell }: leer
cell-piece = { $cell }: { $piece } ({ $colour ->
        [white] Weiß
       *[black] Schwarz
    })
cell-stack = { $cell }: Stapel von { $colour ->
        [white] Weiß
       *[black] Schwarz
    } aus { $height }, von unten nach oben { $pieces }
score-has-won = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat gewonnen
score-even = Die Partie ist ausgeglichen
score-chance = { $words } (Gewinnchance von Weiß: { $percent } %)
score-winning = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht auf Gewinn
score-better = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht besser
score-slightly-better = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht etwas besser
score-wins-now = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt in diesem Zug
score-wins-in = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt in { $turns } Zügen

## Eine Partie durchgehen

review-after = nach { $action } (Zug { $turn }, { $side ->
        [white] Weiß
       *[black] Schwarz
    })
review-start-position = die Anfangsstellung
no-moves = Noch keine Züge.
review-where =
    { $ply } / { $total ->
        [one] { $total } Aktion
       *[other] { $total } Aktionen
    }
graph-label = Die Gewinnchance von Weiß nach jedem Zug, nach der Engine (oben ist gut für Weiß)
graph-white-better = Weiß besser
graph-black-better = Schwarz besser
graph-turn = Nach Zug { $turn }: { $outlook }
graph-title = Die Gewinnchance von Weiß nach jedem Zug, aus der Bewertung der Engine (oben ist gut für Weiß). Klicke, um zu einem Zug zu springen.
analysis-thinking = Denke nach…
analysis-line = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug. { $outlook } (Tiefe { $depth }). Beste Fortsetzung: { $line }
analysis-over = { $outlook } (keine Aktionen: Die Partie ist hier vorbei).

## Die Regeln

rules-title = TZAAR – Regeln
rules-heading = So spielt man TZAAR
rules-intro = Zwei Spieler, Weiß und Schwarz, haben je 30 Steine von drei Sorten. Du gewinnst, wenn deinem Gegner eine seiner Sorten fehlt oder er keinen Schlag mehr machen kann.
rules-pieces-heading = Die Steine
rules-pieces-text = Jede Seite beginnt mit 6 Tzaars (ein Ring mit Punkt), 9 Tzarras (ein Ring) und 15 Totts (schlicht). Im Lauf der Partie werden Steine zu Stapeln getürmt. Ein Stapel gehört dem Spieler seiner Farbe, er zählt als die Sorte des obersten Steins, und seine Höhe ist die Zahl darauf.
rules-pieces-hover = Um zu sehen, woraus ein Stapel besteht (von unten nach oben), zeige mit der Maus darauf (oder tippe und halte).
rules-legend-stack = Weißer Stapel aus 3
rules-board-heading = Das Brett
rules-board-caption = Die Standardaufstellung. Die 60 Felder sind die Punkte, an denen sich Linien treffen; über das Loch in der Mitte geht nichts hinweg.
rules-board-names = Die Spalten tragen von links nach rechts die Buchstaben A bis I, und jede Spalte zählt ihre Felder von unten ab 1, so hat jedes Feld einen Namen wie D4. Das Loch wäre E5, darum gibt es kein E5.
rules-moving-heading = Ziehen
rules-moving-text = Ein Stapel zieht auf einer geraden Linie in eine der sechs Richtungen, über beliebig viele leere Felder, und hält am ersten Stapel auf seinem Weg. Er springt nie über einen Stapel und nie über die Mitte. Was dann geschieht, hängt davon ab, wem der erreichte Stapel gehört:
rules-capture-term = Schlagen:
rules-capture-text = Ein gegnerischer Stapel, der nicht höher ist als der ziehende, wird vom Brett genommen, und der ziehende Stapel nimmt sein Feld ein.
rules-stack-term = Stapeln:
rules-stack-text = Der ziehende Stapel steigt auf einen eigenen Stapel, der dadurch höher und stärker wird; die Steine darunter zählen nicht mehr.
rules-capture-caption = Die weiße Tzarra auf C4 schaut entlang ihrer sechs Linien. Die roten Ringe (×) zeigen die gegnerischen Stapel, die sie schlagen darf. Der schwarze Zweierstapel auf C3 ist zu hoch für sie, und die eigenen Totts von Weiß auf A2 und D4 versperren jene Linien.
rules-turn-heading = Ein Zug
rules-turn-first = Zuerst musst du schlagen.
rules-turn-second = Dann machst du eine zweite Aktion: noch einmal schlagen, stapeln oder passen.
rules-turn-opening = Weil Weiß beginnt, besteht der allererste Zug von Weiß nur aus einem Schlag.
rules-stack-caption = Weiß hat C4xC6 geschlagen (der Pfeil). Für die zweite Aktion darf der Stapel auf C6 noch einmal schlagen (rot, ×) oder auf einen weißen Stapel steigen (grün gestrichelt, +). Stattdessen darf auch jeder andere weiße Stapel handeln, oder Weiß passt.
rules-winning-heading = Gewinnen
rules-winning-text = Du gewinnst, wenn dein Gegner:
rules-win-kinds = keinen Stapel mehr mit einem Tzaar, einer Tzarra oder einem Tott obenauf hat, ob der letzte geschlagen oder durch eigenes Stapeln verdeckt wurde, oder
rules-win-capture = den Schlag nicht machen kann, mit dem sein Zug beginnen muss.
rules-winning-tension = Hohe Stapel sind sicher und stark, aber jedes Stapeln verdeckt Steine, und eine Sorte, die knapp wird, ist eine Schwäche, die dein Gegner angreift. Das Spiel warnt dich vor einem Zug, der sofort verlieren würde.
rules-starts-heading = Drei Arten zu beginnen
rules-start-standard = die feste Aufstellung im ersten Bild.
rules-start-random = alle 60 Steine werden zufällig aufs Brett verteilt; derselbe Startwert ergibt dieselbe Aufstellung.
rules-start-tournament = das Brett ist anfangs leer, und die Spieler setzen abwechselnd je einen Stein, Weiß zuerst, bis alle Steine auf dem Brett sind: Wähle eine Sorte, dann klicke auf ein leeres Feld. Danach geht die Partie wie gewohnt weiter.
rules-notation-heading = Notation
rules-notation-text = Ein Schlag wird D4xC3 geschrieben, ein Stapeln A4+B4, Passen als pass und ein Setzen Z@E1 (Z für einen Tzaar, R für eine Tzarra, T für einen Tott). Ein Zug nennt seine Aktionen nacheinander, etwa F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – dein Konto per E-Mail
forgot-link = Passwort vergessen?
forgot-heading = Passwort vergessen?
forgot-email = Die E-Mail-Adresse deines Kontos
forgot-submit = Link zusenden
forgot-sent = Wenn dies die bestätigte Adresse eines Kontos ist, ist eine E-Mail mit einem Link für ein neues Passwort unterwegs. Der Link gilt eine Stunde.
reset-heading = Neues Passwort wählen
reset-password = Neues Passwort (mindestens 8 Zeichen)
reset-again = Noch einmal dasselbe
reset-submit = Speichern
reset-mismatch = Die beiden Passwörter sind verschieden.
reset-done = Dein Passwort ist geändert, und alle Geräte wurden abgemeldet. Melde dich mit dem neuen an.
verify-wait = Deine Adresse wird bestätigt…
verify-done = Deine E-Mail-Adresse ist bestätigt.
mail-no-token = Dieser Link ist unvollständig: Öffne den ganzen Link aus der E-Mail.

mail-off-note = Diese Seite verschickt keine E-Mails, daher kann ein Passwort hier nicht per E-Mail zurückgesetzt werden. Wende dich an die Betreiber der Seite.
unsubscribe-wait = Diese E-Mails werden abbestellt…
unsubscribe-done = Erledigt: Du bekommst keine E-Mails dieser Art mehr.
unsubscribe-settings = In deinen Einstellungen wählst du, welche E-Mails du bekommst.

sign-email = E-Mail (freiwillig: für ein vergessenes Passwort und Nachrichten, wenn du am Zug bist)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Hallo { $name },
mail-verify-subject = TZAAR: Bestätige deine E-Mail-Adresse
mail-verify-text = Diese Adresse wurde für das TZAAR-Konto „{ $name }“ angegeben. Um sie zu bestätigen, öffne diesen Link innerhalb von { $hours } Stunden:
mail-verify-ignore = Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Die Adresse bleibt unbestätigt.
mail-reset-subject = TZAAR: Wähle ein neues Passwort
mail-reset-text = Für das TZAAR-Konto „{ $name }“ wurde ein neues Passwort angefordert. Um eines zu wählen, öffne diesen Link innerhalb { $hours ->
    [one] einer Stunde
   *[other] von { $hours } Stunden
 }; er funktioniert nur einmal:
mail-reset-ignore = Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.
mail-turn-subject = TZAAR: Du bist am Zug gegen { $opponent }
mail-turn-text = { $opponent } hat gezogen: Du bist in deiner Fernpartie am Zug. Hier geht es zur Partie:
mail-deadline-subject = TZAAR: Noch ein Tag gegen { $opponent }
mail-deadline-text = Dein Zug gegen { $opponent } muss bis { $deadline } (UTC) gespielt sein, sonst ist die Partie auf Zeit verloren. Hier geht es zur Partie:
mail-challenge-subject = TZAAR: { $from } fordert dich heraus
mail-challenge-text = { $from } hat dich zu einer Partie TZAAR herausgefordert. Nimm die Herausforderung in der Lobby an oder lehne sie ab:
mail-result-subject = TZAAR: Deine Partie gegen { $opponent } ist zu Ende
mail-result-won = Du hast deine Partie gegen { $opponent } gewonnen.
mail-result-lost = Du hast deine Partie gegen { $opponent } verloren.
mail-result-none = Deine Partie gegen { $opponent } endete ohne Sieger.
mail-result-link = Hier siehst du die Partie:
mail-unsubscribe = Um keine solchen E-Mails mehr zu bekommen, öffne:
mail-unsubscribe-all = Um gar keine Benachrichtigungen per E-Mail mehr zu bekommen, öffne:
mail-settings = Welche E-Mails du bekommst, wählst du in deinen Einstellungen:

## The API's error messages

record-error-at = Zeile { $line }, Spalte { $column }: { $message }
error-account-closed = Dieses Konto ist geschlossen.
error-after-result = Nach dem Ergebnis steht noch etwas, wo die Notation enden sollte.
error-bad-action = Eine Aktion ist nicht lesbar: Schreib einen Schlag als D4xC3, ein Stapeln als A4+B4, Passen als pass und ein Setzen als Z@E1.
error-bad-chat = Eine Chatnachricht ist eine Zeile Text, weder leer noch zu lang, ohne Steuerzeichen.
error-bad-clock = Diese Bedenkzeit ist für diese Partie nicht möglich.
error-bad-color = Die Farbe muss white, black oder random sein.
error-bad-days = Diese Tage pro Zug sind für diese Partie nicht möglich.
error-bad-email = Das ist keine E-Mail-Adresse.
error-bad-invite = Sende den Einladungscode aus dem Link.
error-bad-json = Der Inhalt ist nicht das JSON, das diese Anfrage erwartet.
error-bad-level = Die Stufe der Engine muss eine ganze Zahl von 1 bis 10 sein.
error-bad-mode = Der Modus muss engine, hotseat oder online sein.
error-bad-name = Dieser Name kann hier nicht verwendet werden.
error-bad-password = Ein Passwort hat 8 bis 200 Zeichen.
error-bad-path = Die Adresse dieser Anfrage ist nicht lesbar.
error-bad-ply = Diese Stelle gibt es in der Partie nicht: Zähle höchstens die gespielten Aktionen.
error-bad-query = Ein Wert in der Abfrage der Adresse ist nicht lesbar.
error-missing-position = Gib eine Stellung an: standard, tournament, random mit Startwert oder eine Stellungszeichenkette.
error-bad-reason = Nenne den Grund in einem kurzen Text.
error-bad-record = Die Notation ist nicht lesbar.
error-bad-report = Eine Chatzeile wird zusammen mit ihrer Partie gemeldet.
error-bad-request = Die Anfrage ist fehlerhaft.
error-bad-seed = Der Seed muss eine ganze Zahl ab 0 sein.
error-bad-settings = Eine Einstellung hat einen Wert, den die Website nicht kennt: Eine Sprache muss eine der Sprachen der Website sein.
error-bad-setup = Die Aufstellung muss standard, random oder tournament sein.
error-bad-tag = Ein Tag ist fehlerhaft: Schreib ihn als [Name "Wert"].
error-bad-tag-value = Ein Tag hat einen Wert, der nicht erlaubt ist.
error-bad-token = Dieser Link ist unbekannt.
error-bad-turn = Der Zug ist nicht lesbar: Schreib eine oder zwei Aktionen, durch ein Leerzeichen getrennt.
error-blocked =
    { $status ->
        [409] Der Stapel auf { $blocker } steht zwischen { $from } und { $to }.
       *[other] Dieser Spieler nimmt keine Herausforderungen, Nachrichten oder Angebote von dir an.
    }
error-body-timeout = Der Inhalt der Anfrage ist nicht rechtzeitig angekommen.
error-busy = Der Server ist ausgelastet: Versuch es gleich noch einmal.
error-cannot-abort = Eine Partie kann nur vor der ersten Aktion von Schwarz abgebrochen werden.
error-cell-occupied = Das Feld { $cell } ist nicht leer.
error-chat-too-fast =
    Du sendest zu schnell Nachrichten: Warte { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }.
error-cross-origin = Diese Anfrage kommt von der Seite einer anderen Website und wird darum abgelehnt.
error-crosses-centre = Die Linie von { $from } nach { $to } führt über die Mitte, die nichts überqueren darf.
error-duplicate-tag = Ein Tag kommt zweimal vor.
error-empty-record = Der Inhalt ist leer: Sende den Text einer Notation.
error-empty-target = Das Feld { $cell } ist leer: Ein Stapel zieht immer nur auf einen anderen Stapel.
error-empty-turn = Ein Zug hat keine Aktionen.
error-engine-thinking = Die Engine denkt nach: Warte, bis ihr Zug vorbei ist.
error-extra-action = Ein Zug hat eine Aktion zu viel.
error-fair-play = Analyse, Bewertungen und Tipps der Engine zu einer Partie zwischen zwei Menschen gibt es erst, wenn sie beendet ist.
error-game-aborted = Die Partie wurde abgebrochen: In ihr kann nichts mehr geschehen.
error-game-changed = Die Partie hat sich inzwischen geändert: Sieh sie dir noch einmal an.
error-game-decided = Die Partie ist vorbei.
error-game-not-over = Eine Revanche gibt es nur für eine beendete Partie.
error-game-over = Die Partie ist vorbei.
error-hint-not-allowed = Tipps gibt es nur in Partien gegen die Engine und am selben Gerät.
error-illegal = Eine Aktion ist in der Stellung, in der sie gespielt wird, nicht erlaubt.
error-internal = Auf dem Server ist etwas schiefgegangen. Versuch es später noch einmal.
error-invalid-position = Der Stellungstext beschreibt eine Stellung, die keine Partie erreichen kann.
error-invite-used = Dieser Platz ist schon vergeben: Mit dem Link kannst du die Partie nur noch ansehen.
error-late-tag = Ein Tag steht nach den Zügen: Alle Tags kommen zuerst.
error-mail-off = Dieser Server verschickt keine E-Mails.
error-method-not-allowed = Diese Adresse nimmt diese Methode nicht an.
error-mid-turn =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } ist mitten in einem Zug: Mach zuerst die zweite Aktion.
error-missing-result = Nach den Zügen fehlt das Ergebnis: 1-0, 0-1 oder *.
error-missing-second = Der Zug braucht eine zweite Aktion: einen Schlag, ein Stapeln oder Passen.
error-missing-tag = Ein Tag, den die Notation braucht, fehlt.
error-missing-token = Dafür braucht es das Token eines Platzes in dieser Partie.
error-must-capture =
    { $phase ->
        [opening] Der Eröffnungszug muss ein Schlag sein.
       *[turn] Die erste Aktion eines Zuges muss ein Schlag sein.
    }
error-name-taken = Dieser Name ist schon vergeben.
error-no-offer = In dieser Partie gibt es kein solches Angebot.
error-no-stack = Auf { $cell } steht kein Stapel.
error-none-left =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat keine { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } mehr zu setzen.
error-not-a-player = Das kann nur einer der beiden Spieler dieser Partie.
error-not-admin = Das dürfen nur die Admins der Website.
error-not-found = Unter dieser Adresse gibt es nichts.
error-not-logged-in = Dafür musst du angemeldet sein.
error-not-on-a-line = { $to } liegt nicht auf einer geraden Linie von { $from } aus.
error-not-online = Das gibt es nur in Online-Partien.
error-not-placement-phase = Das Setzen ist vorbei: Alle 60 Steine stehen auf dem Brett.
error-not-utf8 = Der Text ist kein gültiges UTF-8.
error-not-websocket = Diese Adresse ist ein WebSocket: Öffne sie als solchen.
error-not-your-challenge = Diese Herausforderung ist für einen anderen Spieler bestimmt.
error-not-your-seat = Dieser Platz gehört einem anderen Konto: Melde dich als dessen Spieler an.
error-not-your-seek = Nur wer eine Herausforderung eingestellt hat, kann sie zurückziehen.
error-not-your-turn = Du bist nicht am Zug.
error-not-yours = Der Stapel auf { $cell } gehört nicht dir.
error-nothing-to-claim = Jetzt gibt es keinen Sieg einzufordern.
error-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
error-nothing-to-undo = Es gibt keine Aktion von dir zum Zurücknehmen.
error-offer-pending = Du hast dieses Angebot schon gemacht: Warte auf die Antwort.
error-opponent-target = Auf { $cell } steht ein Stapel deines Gegners: Um ihn zu schlagen, schreib { $action }.
error-own-block = Du kannst dich nicht selbst blockieren.
error-own-report = Du kannst dich nicht selbst melden.
error-own-seek = Das ist deine eigene Herausforderung: Niemand kann gegen sich selbst spielen.
error-own-target = Auf { $cell } steht dein eigener Stapel: Um darauf zu stapeln, schreib { $action }.
error-placement-phase = Die Steine werden noch gesetzt: Setze einen Stein, etwa Z@E1.
error-position-string = Der Stellungstext ist nicht lesbar.
error-rated-game = Das ist in einer gewerteten Partie nicht erlaubt.
error-rematch-not-allowed = Diese Partie begann nicht mit einer Aufstellung, darum gibt es keine Revanche.
error-result-mismatch = Das Ergebnis nach den Zügen widerspricht dem Result-Tag.
error-same-cell = Ein Stapel kann nicht auf sein eigenes Feld ziehen.
error-seek-closed = Diese Herausforderung ist schon geschlossen.
error-seek-taken = Diese Herausforderung wurde schon angenommen.
error-single-action =
    { $phase ->
        [placement] Ein Setzen ist ein ganzer Zug: Es hat keine zweite Aktion.
        [opening] Die Eröffnung ist ein einzelner Schlag: Sie hat keine zweite Aktion.
       *[turn] Die Partie beginnt mit einer zweiten Aktion, die für sich allein ein ganzer Zug ist.
    }
error-storage = Das Partiearchiv hat versagt, und nichts wurde geändert. Versuch es später noch einmal.
error-stray-brace = Eine schließende Klammer { "}" } steht außerhalb eines Kommentars.
error-token-expired = Dieser Link ist abgelaufen: Fordere einen neuen an.
error-token-used = Dieser Link wurde schon benutzt.
error-too-large = Der Inhalt der Anfrage ist zu groß: Angenommen werden höchstens 64 KiB.
error-too-many-attempts =
    Zu viele fehlgeschlagene Versuche: Versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-too-many-games =
    Zu viele neue Partien von hier in letzter Zeit: Versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-too-many-imports =
    Zu viele Importe von hier in letzter Zeit: Versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-too-many-mails =
    In letzter Zeit wurden zu viele E-Mails angefordert: Versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-too-many-seeks = Du hast zu viele offene Herausforderungen: Zieh zuerst eine zurück.
error-too-many-signups =
    Von dieser Adresse wurden in letzter Zeit zu viele Konten angelegt: Versuch es in { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } noch einmal.
error-too-tall = Der Stapel auf { $to } (Höhe { $target }) ist höher als der Stapel auf { $from } (Höhe { $mover }).
error-turn-after-end = Ein Zug folgt nach dem Ende der Partie.
error-turn-number = Die Nummer des nächsten Zuges fehlt oder ist falsch.
error-undo-not-allowed = Zurücknehmen gibt es nur in Partien gegen die Engine und am selben Gerät.
error-unexpected-tag = Ein Tag passt nicht zu den anderen Tags der Notation.
error-unknown-cell = Ein Feldname ist unbekannt: Die Felder heißen etwa A1, E9 oder I5, und E5 gibt es nicht.
error-unknown-chat-line = Diese Partie hat keine solche Chatzeile.
error-unknown-game = Es gibt keine Partie mit dieser ID.
error-unknown-player = Es gibt keinen Spieler mit diesem Namen.
error-unknown-report = Es gibt keine solche offene Meldung.
error-unknown-seek = Es gibt keine Herausforderung mit dieser ID.
error-unreadable = Eine Aktion der Notation ist nicht lesbar.
error-unsupported-media-type = Sende den Inhalt als JSON, mit Content-Type: application/json.
error-unterminated-comment = Ein mit { "{" } geöffneter Kommentar wird nie geschlossen.
error-upgrade-required = Diese Adresse ist ein WebSocket: Öffne sie als solchen.
error-wrong-invite = Diese Einladung gehört nicht zu dieser Partie.
error-wrong-password = Der Name oder das Passwort ist falsch.
error-wrong-result = Das Ergebnis, das die Notation angibt, passt nicht dazu, wie die Partie endet.
error-wrong-token = Dieses Token ist kein Platz dieser Partie.

## Zug-Hinweise: ein Ton, der Titel des Tabs, die Benachrichtigungen des Browsers

notify-me = Benachrichtige mich
notify-me-title = Lass diesen Browser eine Benachrichtigung zeigen, wenn du am Zug bist und dieser Tab im Hintergrund ist
notify-on = Benachrichtigungen sind an: Dieser Browser sagt dir, wenn du am Zug bist.
notify-blocked = Dieser Browser blockiert Benachrichtigungen dieser Seite: Erlaube sie in den Einstellungen des Browsers.
notice-your-turn = Du bist in einer Partie am Zug
notice-game-started = Deine Partie gegen { $opponent } hat begonnen

## Ein gelöschtes Konto

deleted-player = Gelöschter Spieler

## Die Einstellungsseite

nav-settings = Einstellungen
settings-title = TZAAR – Einstellungen
settings-heading = Einstellungen
settings-sign-in = Melde dich an, um deine Einstellungen zu sehen und zu ändern.
settings-saved = Gespeichert.
settings-language-heading = Sprache
settings-language-label = Die Seite und ihre E-Mails auf
settings-language-browser = Sprache des Browsers
settings-language-note = Sie gilt sofort, auf jedem Gerät, auf dem du angemeldet bist.
settings-email-heading = E-Mail und Hinweise
settings-email-none = Dein Konto hat keine E-Mail-Adresse.
settings-email-confirmed = Deine Adresse: { $email } (bestätigt).
settings-email-unconfirmed = Deine Adresse: { $email } (noch nicht bestätigt: Öffne den Link, der an sie geschickt wurde).
settings-mail-off = Dieser Server verschickt zurzeit keine E-Mails: Deine Adresse wird aufbewahrt, aber es werden keine Links oder Hinweise an sie geschickt.
settings-email-label = Neue Adresse
settings-email-save = Adresse speichern
settings-email-remove = Meine Adresse entfernen
settings-email-empty = Gib zuerst eine Adresse ein.
settings-email-sent = Adresse gespeichert: Ein Link zur Bestätigung ist unterwegs.
settings-email-kept = Adresse gespeichert.
settings-email-removed = Adresse entfernt.
settings-notices-heading = Hinweise per E-Mail
settings-notices-note = Nur an eine bestätigte Adresse.
settings-notice-turn = Ich bin in einer Fernpartie am Zug
settings-notice-deadline = Eine meiner Fristen endet in einem Tag
settings-notice-challenge = Jemand fordert mich namentlich heraus
settings-notice-result = Eine meiner Partien ist zu Ende
settings-browser-heading = Hinweise in diesem Browser
settings-browser-on = Dieser Browser zeigt eine Benachrichtigung, wenn du am Zug bist und der Tab der Seite im Hintergrund ist.
settings-browser-ask = Dieser Browser kann dir sagen, wann du am Zug bist, während der Tab der Seite im Hintergrund ist.
settings-browser-blocked = Dieser Browser blockiert Benachrichtigungen dieser Seite; erlaube sie in den Einstellungen des Browsers.
settings-browser-none = Dieser Browser kann keine Benachrichtigungen zeigen.
settings-play-heading = Brett und Ton
settings-board-label = In deinen Partien zeigt das Brett unten:
settings-board-own = deine eigene Seite (gedreht, wenn du Schwarz spielst)
settings-board-white = immer die Seite von Weiß
settings-sound = Einen kurzen Ton spielen, wenn ich am Zug bin oder eine Partie von mir beginnt
settings-sound-try = Anhören
settings-data-heading = Deine Daten
settings-data-text = Lade alles herunter, was die Seite über dein Konto speichert: seine Zahlen, den Verlauf seiner Wertung, die Spieler, die es blockiert, und seine Partien als Notationen.
settings-data-download = Meine Daten herunterladen
settings-delete-heading = Mein Konto löschen
settings-delete-warning = Das lässt sich nicht rückgängig machen. Deine laufenden Partien enden sofort (aufgegeben, oder abgebrochen, wenn sie noch nicht begonnen hatten), deine Herausforderungen, deine E-Mail-Adresse, Einstellungen und dein Passwort werden entfernt, und dein Name wird für alle frei. Deine beendeten Partien bleiben im Archiv unter „Gelöschter Spieler“. Lade vorher deine Daten herunter, wenn du sie behalten möchtest.
settings-delete-password = Dein Passwort zur Bestätigung
settings-delete-need-password = Gib dein Passwort ein, um das Konto zu löschen.
settings-delete-submit = Mein Konto löschen
settings-delete-confirm = Das Konto { $name } endgültig löschen? Das lässt sich nicht rückgängig machen.
settings-delete-yes = Löschen
settings-deleted = Dein Konto wurde gelöscht. Danke fürs Spielen.

## Die Namen der Plätze, wenn keiner angegeben ist

seat-default-player = Spieler
seat-default-engine = Engine (Stufe { $level })

## Das Analysebrett und die Lektionen

nav-analysis = Analyse
nav-learn = Lernen
open-analysis-board = Analysebrett
analysis-title = TZAAR – Analysebrett
analysis-board-heading = Analysebrett
study-engine-heading = Engine
study-engine-on = Engine an
study-lines = Fortsetzungen
study-explorer-heading = Von hier aus gespielte Partien
study-moves-heading = Züge
study-delete = Ab hier löschen
study-position-heading = Stellung
study-edit = Stellung bearbeiten
study-share = Link teilen
study-standard = Standardaufstellung
study-tournament = Turnieraufstellung
study-load-label = Ein Stellungstext oder standard, tournament oder random mit einem Startwert
study-load = Öffnen
study-game-going-on = Diese Partie zwischen Menschen läuft noch: Das Analysebrett öffnet sich, sobald sie vorbei ist.
study-back-to-game = Zurück zur Partie
study-phase-open = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: der Eröffnungsschlag (nur eine Aktion)
study-phase-first = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: erste Aktion, ein Schlag
study-phase-second = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: zweite Aktion, ein Schlag, ein Stapeln oder Passen
study-phase-place = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: einen Stein auf ein leeres Feld setzen
study-no-moves = Noch keine Züge: Auf dem Brett kannst du für beide Seiten ziehen.
study-engine-off = Die Engine ist aus.
study-engine-over = In dieser Stellung ist die Partie vorbei.
study-depth = Tiefe { $depth }
study-play-line = Diesen Zug spielen
study-link-copied = Link kopiert.
editor-heading = Stellungseditor
editor-help = Wähle einen Stein und klicke dann auf ein Feld, um ihn dort oben auf den Stapel zu setzen (ein Stapel der anderen Farbe wird ersetzt); der Radierer nimmt den obersten Stein weg.
editor-palette = Steine
editor-side = Am Zug
editor-white = Weiß
editor-black = Schwarz
editor-phase = Phase
editor-phase-first = Erste Aktion (ein Schlag)
editor-phase-second = Zweite Aktion
editor-phase-open = Der Eröffnungsschlag
editor-clear = Leeres Brett
editor-standard = Standardaufstellung
editor-done = Fertig
editor-cancel = Abbrechen
editor-remove = Radierer
editor-status = Bearbeiten: Klicke auf Felder, um das Brett zu ändern, und wähle dann Fertig.
learn-title = TZAAR – Lernen
learn-heading = TZAAR lernen
learn-intro = Kurze Lektionen auf einem Brett: Jede Aufgabe wird geprüft, während du sie spielst.
learn-lessons = Lektionen
learn-reset = Von vorn beginnen
learn-show = Zeig es mir
learn-retry = Noch einmal
learn-next = Nächste Aufgabe
learn-next-lesson = Nächste Lektion
learn-finished-label = { $lesson } (abgeschlossen)
learn-progress = { $done } von { $total } Lektionen abgeschlossen
learn-step = Aufgabe { $step } von { $steps }
learn-go-on = Gut: Der Zug hat noch eine Aktion.
learn-right = Richtig!
learn-lesson-done = Richtig! Lektion abgeschlossen.
learn-wrong = Das war es nicht: Das Brett wird zurückgesetzt, versuch es noch einmal.
lesson-capture-title = Schlagen
lesson-capture-intro = Ein Stapel zieht auf einer geraden Linie über beliebig viele leere Felder bis zum ersten Stapel auf seinem Weg, nie über die Mitte. Er schlägt diesen Stapel, wenn er dem Gegner gehört und nicht höher ist als er selbst: Der geschlagene Stapel verlässt das Brett.
lesson-capture-1 = Du spielst Weiß. Schlage den schwarzen Tott auf A3 mit deiner Tzarra auf A1.
lesson-capture-2 = Ein Zweierstapel schlägt einen Stapel aus zwei Steinen oder weniger. Schlage die beiden Tzarras von Schwarz auf A3 mit deinem Stapel auf A1 (dein einzelner Tott auf C1 kann den Dreierstapel nicht schlagen).
lesson-stack-title = Stapeln
lesson-stack-intro = Nach dem Schlag darf die zweite Aktion eines Zuges ein Stapeln sein: Einer deiner Stapel zieht wie zum Schlagen auf einen anderen deiner Stapel. Der oberste Stein des ziehenden Stapels wird zum obersten Stein des neuen Stapels.
lesson-stack-1 = Ziehe deinen Tzaar von A1 auf deinen Tott auf A3, sodass der Tzaar oben auf einem Zweierstapel steht.
lesson-stack-2 = Die zweite Aktion kann auch Passen sein. Passe, um deinen Zug zu beenden.
lesson-forced-title = Der Schlagzwang
lesson-forced-intro = Jeder Zug beginnt mit einem Schlag; nur die zweite Aktion darf ein Stapeln oder Passen sein. Wer zu Beginn seines Zuges nicht schlagen kann, verliert.
lesson-forced-1 = Beginne deinen Zug: Schlage den schwarzen Tott auf A3 mit deinem Tzaar.
lesson-forced-2 = Jetzt stapeln: Ziehe deine Tzarra von C3 auf deinen Tott auf C1. Würdest du den Tott auf die Tzarra stapeln, wäre deine einzige Tzarra verdeckt, und du hättest verloren.
lesson-lose-title = Drei Arten zu verlieren
lesson-lose-intro = Du verlierst, wenn du keinen Stapel mehr mit einem Tzaar, einer Tzarra oder einem Tott obenauf hast, ob der letzte geschlagen oder durch dein eigenes Stapeln verdeckt wurde, und wenn du zu Beginn deines Zuges nicht schlagen kannst.
lesson-lose-1 = Schwarz hat nur noch einen Tzaar. Schlage ihn.
lesson-lose-2 = Alle Stapel von Schwarz sind einzelne Steine. Schlage den Tott auf A3 und staple dann deinen einzelnen Tott und deinen Stapel aus zwei Totts zusammen, sodass Schwarz nichts mehr schlagen kann.
lesson-lose-3 = Staple, aber verdecke nicht deine einzige Tzarra: Wer den letzten Stein einer Sorte verdeckt, verliert genauso, als wäre dieser Stein geschlagen worden.
lesson-opening-title = Der Eröffnungszug
lesson-opening-intro = In der Standardaufstellung stehen alle 60 Steine auf dem Brett. Der erste Zug von Weiß ist ein einzelner Schlag, als Ausgleich dafür, dass Weiß beginnt; danach hat jeder Zug zwei Aktionen.
lesson-opening-1 = Mache den Eröffnungsschlag von Weiß: Jeder Schlag ist recht.
lesson-opening-2 = Jetzt spielt Schwarz einen ganzen Zug. Zuerst der Schlag: Schlage einen weißen Stapel.
lesson-opening-3 = Dann die zweite Aktion: schlagen, stapeln oder passen.
lesson-placement-title = Das Setzen bei der Turnieraufstellung
lesson-placement-intro = Bei der Turnieraufstellung ist das Brett leer, und die Spieler setzen abwechselnd ihre Steine, einen nach dem anderen, Weiß zuerst, bis alle 60 auf dem Brett stehen; dann macht Weiß den Eröffnungsschlag.
lesson-placement-1 = Wähle den Tzaar unter dem Brett und setze ihn auf ein beliebiges leeres Feld.
lesson-placement-2 = Setze jetzt einen Tott für Schwarz.
lesson-ideas-title = Zwei Grundideen
lesson-ideas-intro = Achte auf deine knappste Sorte: Wenn du von einer Sorte nur noch einen Stein hast, verlierst du mit ihm die Partie. Ein hoher Stapel ist vor niedrigeren sicher.
lesson-ideas-1 = Deine einzige Tzarra auf A3 wird vom schwarzen Tott auf A5 angegriffen. Mach sie höher: Ziehe die Tzarra auf deinen Tott auf A1.
lesson-ideas-2 = Baue einen Dreierstapel mit deinem Tzaar obenauf: Ziehe den Tzaar auf deinen Stapel aus zwei Totts.
## Der Eröffnungsexplorer

explorer-caption = Von hier gespielte Züge in beendeten Partien zwischen Menschen
explorer-turn = Zug
explorer-games = Partien
explorer-white-share = Weiß gewann
explorer-total = Alle Partien
explorer-percent = { $percent } %
explorer-empty = Keine Partie zwischen Menschen hat diese Stellung erreicht
explorer-pick = { $turn } spielen
explorer-share-title = Weiß gewann { $wins } von { $games }
explorer-engine = Die Wahl der Engine:
## Die Rätselseite (/puzzles) und ihre Fehler

nav-puzzles = Rätsel
puzzles-title = TZAAR – Rätsel
puzzles-heading = Rätsel
puzzles-task = { $colour ->
        [white] Du spielst Weiß.
       *[black] Du spielst Schwarz.
    }
puzzles-win-in = { $turns ->
        [one] Gewinn in { $turns } Zug
       *[other] Gewinn in { $turns } Zügen
    }
puzzles-themes = Themen: { $themes }
puzzles-ratings = Rätselwertung { $rating } · deine Rätselwertung { $mine }
puzzles-ratings-guest = Rätselwertung { $rating } · melde dich an, um eine Rätselwertung zu bekommen; als Gast spielst du ohne Wertung.
puzzles-your-turn = { $turns ->
        [one] Du bist am Zug: finde den Gewinn in { $turns } Zug.
       *[other] Du bist am Zug: finde den Gewinn in { $turns } Zügen.
    }
puzzles-tried = Du hast dieses Rätsel schon versucht: es noch einmal zu lösen, zählt nicht für die Wertung.
puzzles-second = Jetzt die zweite Aktion: ein Schlag, ein Stapeln oder Passen.
puzzles-checking = Dein Zug wird geprüft …
puzzles-right = { $turns ->
        [one] Richtig! Die Antwort war { $reply }. Gewinne jetzt in { $turns } Zug.
       *[other] Richtig! Die Antwort war { $reply }. Gewinne jetzt in { $turns } Zügen.
    }
puzzles-solved = Gelöst!
puzzles-solved-rated = Gelöst! Deine Rätselwertung ist jetzt { $rating }.
puzzles-wrong = Dieser Zug gewinnt nicht. Die Lösung steht auf dem Brett.
puzzles-wrong-rated = Dieser Zug gewinnt nicht. Die Lösung steht auf dem Brett. Deine Rätselwertung ist jetzt { $rating }.
puzzles-next = Nächstes Rätsel
puzzles-again = Noch einmal
puzzles-cancel = Erste Aktion zurücknehmen
puzzles-step = Lösung: Zug { $step } von { $steps }
puzzles-step-start = Lösung: der Anfang des Rätsels
puzzles-step-back = Einen Zug zurück
puzzles-step-forward = Einen Zug vor
puzzles-choose = Das nächste Rätsel wählen
puzzles-theme = Thema
puzzles-length = Länge
puzzles-any = Beliebig
theme-last-tzaar = Letzter Tzaar
theme-last-tzarra = Letzte Tzarra
theme-last-tott = Letzter Tott
theme-no-capture = Der Gegner kann nicht schlagen
theme-stack = Stapeln
theme-double-capture = Zwei Schläge
theme-pass = Passen
error-unknown-puzzle = Dieses Rätsel gibt es nicht.
error-no-puzzle = Kein Rätsel hat dieses Thema und diese Länge.
error-puzzle-over = Dieser Versuch ist vorbei: beginne das Rätsel noch einmal von vorn.
error-attempt-changed = Dieser Versuch ging inzwischen weiter, vielleicht in einem anderen Tab: lade das Rätsel neu.
error-bad-kind = Die Art eines Turniers ist arena, swiss oder round-robin.
error-bad-random-per = Eine neue Zufallsaufstellung gibt es je Paarung oder je Runde, und nur bei zufälliger Aufstellung.
error-bad-start = Der Beginn muss ein Zeitpunkt zwischen jetzt und einem Jahr im Voraus sein.
error-bad-duration = Eine Arena dauert 1 bis 1440 Minuten; andere Turniere haben keine Dauer.
error-bad-rounds = Ein Schweizer Turnier hat 1 bis 30 Runden; andere Turniere legen keine fest.
error-bad-cycles = Ein Rundenturnier wird einfach oder doppelt gespielt (Zyklen 1 oder 2); andere Turniere legen keine fest.
error-bad-max-players = Ein Turnier nimmt 2 bis 1000 Spieler auf; ein Rundenturnier höchstens 30.
error-bad-rating-range = Der Wertungsbereich reicht von der niedrigsten zur höchsten Wertung, jede innerhalb ±10000.
error-bot-not-allowed = Ein Programm kann an keinem gewerteten Turnier teilnehmen.
error-not-an-arena = Pausieren gibt es nur in einer Arena; in anderen Turnieren zieht man sich zurück.
error-not-creator = Das darf nur, wer das Turnier angelegt hat.
error-not-joined = Du spielst in diesem Turnier nicht mit.
error-rating-out-of-range = Deine Wertung liegt außerhalb des Bereichs dieses Turniers.
error-too-few-players = Ein Turnier braucht zum Start mindestens zwei Spieler.
error-too-many-tournaments = Du hast zu viele Turniere, die auf ihren Start warten: Starte oder streiche zuerst eines.
error-tournament-finished = Das Turnier ist vorbei.
error-tournament-full = Das Turnier ist voll.
error-tournament-game = Ein Turnier paart seine Spieler selbst neu: keine Revanche.
error-tournament-started = Das Turnier hat begonnen: Es nimmt keine Spieler mehr auf und kann nicht erneut gestartet oder gestrichen werden.
error-unknown-tournament = Dieses Turnier gibt es nicht.
error-withdrawn = Du hast dich aus diesem Turnier zurückgezogen.

## Turniere: die Liste (/tournaments), das Formular für ein neues, ein Turnier (/tournaments/{id}),
## der Kasten der Lobby, die Seite eines Spielers und die Partie eines Turniers.

nav-tournaments = Turniere
tournaments-title = TZAAR – Turniere
tournaments-heading = Turniere
tournaments-running = Laufen gerade
tournaments-open = Offen zum Mitspielen
tournaments-finished = Beendet
tournaments-none-running = Gerade läuft kein Turnier.
tournaments-none-open = Kein Turnier ist offen zum Mitspielen.
tournaments-none-finished = Noch kein Turnier ist beendet.
tournament-col-name = Turnier
tournament-col-kind = Art
tournament-col-when = Wann
tournament-kind-arena = Arena
tournament-kind-swiss = Schweizer System
tournament-kind-round-robin = Jeder gegen jeden
tournament-kind-note-arena = Sobald ihre Partie endet, bekommen die Spieler eine neue, bis die Zeit um ist. Ein Sieg bringt 2 Punkte; wer eine Siegesserie hat (🔥), punktet doppelt.
tournament-kind-note-swiss = Jede Runde paart Spieler mit gleich vielen Punkten; niemand trifft zweimal auf denselben Gegner.
tournament-kind-note-round-robin = Alle spielen gegen alle.
tournament-status-open = Offen
tournament-status-running = Läuft
tournament-status-finished = Beendet
tournament-starts-at = Beginnt { $date }
tournament-starts-by-hand = Beginnt, wenn es sein Ersteller startet
tournament-ends-at = Endet { $date }
tournament-ended-at = Endete { $date }
tournament-round = Runde { $round }
tournament-round-of = Runde { $round } von { $rounds }
tournaments-create-heading = Ein Turnier anlegen
tournaments-sign-in = Melde dich an, um ein Turnier anzulegen.
tournament-kind = Art
tournament-name = Name
tournament-name-missing = Gib dem Turnier einen Namen.
tournament-time-clock = Mit Uhr (Echtzeit)
tournament-time-days = Tage pro Zug (Fernschach)
tournament-real-time-only = Eine Arena wird nur in Echtzeit gespielt.
tournament-minutes = Minuten je Spieler
tournament-increment = Sekunden dazu pro Zug
tournament-days = Tage pro Zug
tournament-begins = Beginn
tournament-begins-by-hand = Wenn ich es starte
tournament-begins-at = Zu einer festen Zeit
tournament-begins-when = Datum und Uhrzeit
tournament-begins-missing = Wähle Datum und Uhrzeit des Beginns.
tournament-duration = Dauer in Minuten
tournament-rounds = Runden
tournament-cycles = Durchgänge
tournament-cycles-one = Alle spielen einmal gegen alle
tournament-cycles-two = Alle spielen zweimal gegen alle, mit getauschten Farben
tournament-max-players = Höchstens Spieler
tournament-rating-range = Erlaubte Wertungen
tournament-rating-min = Ab (optional)
tournament-rating-max = Bis (optional)
tournament-create = Turnier anlegen
tournament-title = TZAAR – Turnier
tournament-all = Alle Turniere
tournament-missing = Dieses Turnier kann nicht angezeigt werden
tournament-players =
    { $max ->
        [one] { $players } von { $max } Spieler
       *[other] { $players } von { $max } Spielern
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
tournament-rating-between = Wertungen { $min } bis { $max }
tournament-rating-from = Wertungen ab { $min }
tournament-rating-to = Wertungen bis { $max }
tournament-created-by = Angelegt von { $name }
tournament-championship = Meisterschaft: Saison { $season }, Liga { $division }, Gruppe { $group }
tournament-starts-in = Beginnt in { $time }
tournament-ends-in = Endet in { $time }
tournament-starting = Beginnt gleich…
tournament-ending = Endet gleich…
tournament-you-joined = Du spielst in diesem Turnier mit.
tournament-you-paused = Du pausierst: Du bekommst keine Partie, bis du zurückkommst.
tournament-you-withdrawn = Du hast dich aus diesem Turnier zurückgezogen.
tournament-your-game = Deine Partie läuft: spiel sie
tournament-sign-in = Melde dich an, um bei Turnieren mitzuspielen.
tournament-join = Mitspielen
tournament-come-back = Zurückkommen
tournament-pause = Pause
tournament-leave = Austreten
tournament-withdraw = Zurückziehen
tournament-withdraw-confirm = Aus diesem Turnier zurückziehen? Du bekommst keine neue Partie mehr; eine laufende Partie wird zu Ende gespielt.
tournament-start = Jetzt starten
tournament-cancel = Turnier absagen
tournament-cancel-confirm = Dieses Turnier absagen? Es ist dann für alle weg.
tournament-cancelled = Das Turnier ist abgesagt.
tournament-standings = Tabelle
tournament-no-players = Noch spielt niemand mit.
tournament-col-rank = #
tournament-col-points = Punkte
tournament-col-played = Gespielt
tournament-col-byes = Freilose
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: die Punkte der besiegten Gegner
tournament-col-performance = Leistung
tournament-on-fire = In einer Siegesserie: Siege zählen doppelt
tournament-paused-mark = pausiert
tournament-withdrawn-mark = zurückgezogen
tournament-games = Partien
tournament-bye = Freilos
my-tournaments-heading = Deine Turniere
player-tournaments = Turniere
game-tournament-link = Zurück zum Turnier { $name }
game-tournament-going-back = Gleich geht es zurück zum Turnier…
error-unknown-championship = Diese Meisterschaft gibt es nicht.
error-season-running = Die Saison läuft noch: Die nächste beginnt, wenn jede Gruppe fertig ist.
error-bad-group = Eine Gruppe hat 3 bis 20 Spieler, mehr als Auf- und Absteiger zusammen; jede Liga hat 1- bis 4-mal so viele Gruppen wie die darüber.
error-bad-gap = Die Pause zwischen den Saisons beträgt 0 bis 60 Tage.
settings-notice-round = Eine Turnierrunde im Fernschach-Modus lost mir eine Partie zu
mail-round-subject = TZAAR: { $tournament }, Runde { $round }: du spielst gegen { $opponent }
mail-round-text = Runde { $round } von { $tournament } hat begonnen: Deine Partie gegen { $opponent } wartet. Wer nicht rechtzeitig beginnt, verliert. Hier geht es zur Partie:

## Fernschach-Meisterschaften: ihre Liste und das Formular auf /tournaments, und eine
## Meisterschaft (/championships/{id}) mit ihren Saisons, Ligen und Gruppen.

championships-heading = Fernmeisterschaften
championships-none = Noch gibt es keine Meisterschaft.
championship-col-name = Meisterschaft
championship-col-season = Saison
championship-col-entrants = Gemeldet
championship-not-begun = Noch nicht begonnen
championships-create-heading = Eine Meisterschaft anlegen
championships-admins-only = Nur die Admins der Seite dürfen eine Meisterschaft anlegen.
championship-group-size = Spieler pro Gruppe
championship-promote = Aufsteiger je Gruppe
championship-growth = Gruppen je Liga, mal die Liga darüber
championship-first-season = Erste Saison beginnt am (freiwillig)
championship-gap = Tage zwischen den Saisons (freiwillig)
championship-name-missing = Gib der Meisterschaft einen Namen.
championship-create = Meisterschaft anlegen
championship-title = TZAAR – Meisterschaft
championship-all = Alle Turniere und Meisterschaften
championship-missing = Diese Meisterschaft kann nicht angezeigt werden
championship-group-size-is = Gruppen von bis zu { $size } Spielern
championship-moves-is = Aus jeder Gruppe { $promote } hinauf, { $relegate } hinunter
championship-growth-is = Jede Liga hat { $growth }-mal so viele Gruppen wie die darüber
championship-first-at = Die erste Saison beginnt { $date }
championship-by-hand = Eine Saison beginnt, wenn ihr Ersteller sie eröffnet
championship-gap-is =
    { $days ->
        [one] Die nächste Saison beginnt { $days } Tag nach der letzten Partie der vorigen
       *[other] Die nächste Saison beginnt { $days } Tage nach der letzten Partie der vorigen
    }
championship-season-is = Saison { $season }
championship-entrants-heading = Gemeldet für die nächste Saison
championship-no-entrants = Noch hat sich niemand gemeldet.
championship-you-entered = Du bist für die nächste Saison gemeldet.
championship-sign-in = Melde dich an, um an der Meisterschaft teilzunehmen.
championship-enter = Teilnehmen
championship-leave = Austreten
championship-leave-confirm = Aus der Meisterschaft austreten? Du spielst keine weitere Saison; eine laufende wird zu Ende gespielt.
championship-open-season = Nächste Saison eröffnen
championship-seasons = Saisons
championship-no-seasons = Noch hat keine Saison begonnen.
championship-division = Liga { $division }
championship-group = Gruppe { $group }
championship-col-next = Nächste Saison
championship-next-up = Steigt eine Liga auf
championship-next-down = Steigt eine Liga ab
championship-next-same = Bleibt in dieser Liga
championship-next-left = Hat die Meisterschaft verlassen
championship-left-mark = ausgetreten
error-already-bot = Dieses Konto ist schon ein Bot.
error-has-games = Nur ein Konto ohne gespielte Partie kann ein Bot werden.
error-not-a-bot = Nur ein Bot-Konto hat einen Stream: Mach das Konto zuerst zu einem Bot.
error-bot-busy = Dieser Bot spielt schon so viele Partien, wie ein Bot gleichzeitig darf: Versuch es später noch einmal.
error-bot-offline = Das Programm dieses Bots ist gerade nicht verbunden: Versuch es später noch einmal.
error-bot-open-seek = Ein Bot darf Spieler direkt herausfordern, aber keine offenen Herausforderungen stellen.
