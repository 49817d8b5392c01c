# Słowa aplikacji po polsku (klucze jak w en.ftl).
# `$side` i `$colour` to zawsze `white` albo `black`.

## Nagłówek każdej strony

nav-games = Partie
nav-players = Gracze
nav-rules = Zasady
language-label = Język
sign-in = Zaloguj się
sign-up = Załóż konto
change-password = Zmień hasło
log-out = Wyloguj się

## Logowanie i hasło

sign-name = Nazwa
sign-password = Hasło
cancel = Anuluj
password-now = Obecne hasło
password-new = Nowe hasło
password-note = Twoje inne urządzenia zostaną wylogowane.
password-submit = Zmień
sign-up-hint = Nazwa z 2 do 20 liter, cyfr, _ lub -, oraz hasło z co najmniej 8 znaków.
name-rule = Nazwa ma od 2 do 20 liter (A do Z, a do z), cyfr, _ lub -.
password-rule = Hasło ma od 8 do 200 znaków.
welcome = Witaj, { $name }.
signed-in-as = Zalogowano jako { $name }.
password-changed = Twoje hasło zostało zmienione.
logged-out = Wylogowano.

## Połączenie z serwerem

server-unreachable = Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.
server-answered = Serwer odpowiedział { $status } { $reason }.

## Słowa używane w wielu miejscach

colour-white = Białe
colour-black = Czarne
setup-standard = Standardowy
setup-random = Losowy
setup-tournament = Turniejowy
mode-engine = Silnik
mode-hotseat = Na jednym urządzeniu
mode-online = Online
mode-review = Przegląd
days-per-turn =
    { $days ->
        [one] { $days } dzień na ruch
       *[other] { $days } dni na ruch
    }
game-rated = rankingowa
game-casual = towarzyska
status-aborted = przerwana
status-playing = w toku
status-over = zakończona
bot-mark = BOT
no-games = Nie ma jeszcze partii.
back-to-games = Wróć do partii
accept = Przyjmij
page-of = Strona { $page } z { $pages }

## Strona główna: wstęp i gra z ludźmi

intro = TZAAR to gra planszowa dla dwojga: bij i układaj piony w stosy, aż przeciwnikowi zabraknie jednego z trzech rodzajów.
intro-rules = Przeczytaj zasady.
people-heading = Graj z ludźmi
col-player = Gracz
col-time = Czas
col-start = Ustawienie
col-game = Partia
col-colour = Kolor
seeks-empty = Brak otwartych wyzwań. Dodaj wyzwanie, a wszyscy zobaczą je tutaj.
my-games-heading = Twoje partie
seek-sign-in = Zaloguj się, aby dodawać lub przyjmować wyzwania.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Twój kolor
colour-random = Losowy
seek-rated = Rankingowa
seek-opponent = Przeciwnik
seek-anyone = Ktokolwiek
seek-opponent-hint = Puste: każdy może przyjąć. Nazwa: tylko ten gracz. Level-1 do Level-10: silnik, od razu.
seek-submit = Dodaj wyzwanie
online-heading = Online
seek-no-clock = Bez zegara
seek-plays-white = Gra białymi
seek-plays-black = Gra czarnymi
seek-random-colours = Kolory losowe
seek-accept-sign-in = Zaloguj się, aby przyjąć wyzwanie.
challenge-sent = Wysłano wyzwanie do { $name }.
challenge-listed = Twoje wyzwanie jest na liście.
my-game-your-turn = Twój ruch przeciw { $opponent }
my-game-waiting = Czekasz na { $opponent }
my-game-deadline = Termin { $date }
lobby-reconnecting = Ponowne łączenie…

## Strona główna: nowa partia, import, archiwum

new-game-heading = Nowa partia
opponent = Przeciwnik
start = Ustawienie
seed = Ziarno
seed-placeholder = Dowolne (opcjonalnie)
seed-invalid = Ziarno to liczba całkowita od 0 do { $max }.
level = Poziom
level-weakest = { $level } (najsłabszy)
level-strongest = { $level } (najsilniejszy)
your-name = Twoje imię
optional = Opcjonalnie
clock = Zegar
clock-none = Brak
clock-correspondence =
    Korespondencyjna: { $days ->
        [one] { $days } dzień na ruch
       *[other] { $days } dni na ruch
    }
start-game = Zacznij partię
import-heading = Importuj partię
import-note = Zapis w formacie tego projektu lub z LittleGolem otworzy się do przeglądu.
import-example = Użyj przykładu
import = Importuj
import-empty = Najpierw wklej zapis lub wybierz plik.
games-heading = Partie
col-players = Gracze
col-mode = Tryb
col-turns = Ruchy
col-result = Wynik
col-updated = Zmieniona
page-newer = ‹ Nowsze
page-older = Starsze ›
archive-page =
    Strona { $page } z { $pages } ({ $total ->
        [one] { $total } partia
        [few] { $total } partie
       *[many] { $total } partii
    })
result-reason-tzaar-captured = zbity ostatni Tzaar
result-reason-tzarra-captured = zbita ostatnia Tzarra
result-reason-tott-captured = zbity ostatni Tott
result-reason-tzaar-buried = przykryty ostatni Tzaar
result-reason-tzarra-buried = przykryta ostatnia Tzarra
result-reason-tott-buried = przykryty ostatni Tott
result-reason-no-capture = brak bicia
result-reason-resignation = poddanie
result-reason-time = czas
result-reason-abandoned = opuszczenie

## Strony, których nie ma

missing-game = Nie ma takiej partii
game-unavailable = Nie można pokazać tej partii
no-page-title = TZAAR – nie ma takiej strony
no-page = Tu nie ma żadnej strony
no-page-text = Adres może zawierać literówkę albo strona została przeniesiona. Adres partii wygląda tak: /game/aZ3kP9qLm2Xw.

## Strona gracza i ranking

rating = Ranking
player-record =
    { $games ->
        [one] { $games } partia rankingowa
        [few] { $games } partie rankingowe
       *[many] { $games } partii rankingowych
    } · { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    } · { $losses ->
        [one] { $losses } przegrana
        [few] { $losses } przegrane
       *[many] { $losses } przegranych
    }
rating-history = Historia rankingu
recent-games = Ostatnie partie
all-players = Wszyscy gracze
no-rated-games = Nie ma jeszcze partii rankingowych.
rating-graph-label = Ranking po każdej partii rankingowej
white-won = Wygrały białe
black-won = Wygrały czarne
no-such-player = Nie ma gracza o nazwie „{ $name }”.
col-rating = Ranking
col-games = Partie
col-won = Wygrane
col-lost = Przegrane
leaders-higher = ‹ Wyżej
leaders-lower = Niżej ›

## Strona partii: plansza, przyciski i panele

board-label = Plansza TZAAR
eval-title = Ocena silnika: część paska należąca do białych
review-start = Początek
review-start-title = Początek (Home)
review-back = O jedną akcję wstecz
review-back-title = O jedną akcję wstecz (←)
review-forward = O jedną akcję naprzód
review-forward-title = O jedną akcję naprzód (→)
review-now = Teraz
review-now-title = Teraz (End)
pass = Pas
undo = Cofnij
hint = Podpowiedź
takeback = Cofnięcie
takeback-offered = Zaproponowano cofnięcie
rematch = Rewanż
rematch-offered = Zaproponowano rewanż
resign = Poddaj się
abort = Przerwij
abort-title = Zakończ partię bez wyniku (przed pierwszą akcją czarnych)
claim = Odbierz zwycięstwo
claim-title = Przeciwnikowi skończył się czas albo wyszedł: wygraj partię
flip = Obróć
flip-title = Obróć planszę
decline = Odrzuć
withdraw = Wycofaj
rematch-go = Przejdź do rewanżu
type-action = Wpisz akcję:
play = Zagraj
moves-heading = Ruchy
analysis-heading = Analiza
fair-play-note = Ocena silnika dla tej partii (wykres oceny, najlepsza kontynuacja i podpowiedzi) będzie dostępna po jej zakończeniu: gdy grają dwie osoby, silnik nikomu nie pomaga.
scores-show = Pokaż wykres oceny
scores-update = Odśwież wykres oceny
scores-busy = Silnik ocenia partię…
best-line = Najlepsza kontynuacja
export-record = Eksportuj zapis
share-heading = Udostępnij
invite-label = Zaproś gracza (jego miejsce):
invite-label-side = Zaproś gracza (zagra { $side ->
        [white] białymi
       *[black] czarnymi
    }; kto pierwszy otworzy link, zajmie miejsce):
seat-label = Link do twojego miejsca: otwórz go na innym urządzeniu i nie udostępniaj go nikomu.
copy = Kopiuj
watch-label = Oglądaj (tylko do odczytu):
chat-heading = Czat
chat-placeholder = Napisz coś do przeciwnika
chat-label = Wiadomość czatu
send = Wyślij
play-it = Zagraj

## Strona partii: co się dzieje

game-title = TZAAR – partia { $id }
game-title-your-turn = (Twój ruch) TZAAR – partia { $id }
link-copied = Skopiowano link.
link-copy-by-hand = Zaznacz link i skopiuj go (Ctrl+C).
you-play =
    Grasz { $side ->
        [white] białymi
       *[black] czarnymi
    }.
seat-taken = Miejsce jest zajęte, więc oglądasz: ktoś inny otworzył to zaproszenie pierwszy.
invite-refused = To zaproszenie nie otwiera miejsca ({ $reason }), więc oglądasz.
live-on = Aktualizacje na żywo włączone.
connection-lost = Utracono połączenie, ponowna próba za { $seconds } s…
token-no-seat = Ten link nie daje miejsca w tej partii; oglądasz.
no-legal-action = { $stack }. Nie ma teraz dozwolonej akcji.
typed-not-legal = { $action } nie jest tu dozwoloną akcją.
typed-nothing = Najpierw wpisz akcję.
loses-at-once = { $action } od razu przegrywa partię: nie zostałby ci widoczny pion jednego z rodzajów. Zagrać mimo to?
hint-text = Podpowiedź: { $turn }. { $outlook }.
resign-confirm = Poddać partię za { $name }?
abort-confirm = Przerwać partię? Zakończy się bez wyniku.
claim-in = { $name } wyszedł: możesz odebrać zwycięstwo za { $seconds } s.
claim-now = { $name } wyszedł: możesz teraz odebrać zwycięstwo.
you-suffix = { $name } (ty)
connected = Połączony
not-connected = Niepołączony
thinking = Myśli
counts-title = Stosy z każdym rodzajem na wierzchu
count-tzaar =
    { $count ->
        [one] { $count } Tzaar na wierzchu stosu
        [few] { $count } Tzaary na wierzchu stosów
       *[many] { $count } Tzaarów na wierzchu stosów
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra na wierzchu stosu
        [few] { $count } Tzarry na wierzchu stosów
       *[many] { $count } Tzarr na wierzchu stosów
    }
count-tott =
    { $count ->
        [one] { $count } Tott na wierzchu stosu
        [few] { $count } Totty na wierzchu stosów
       *[many] { $count } Tottów na wierzchu stosów
    }
game-over = Koniec partii
game-over-after =
    Po { $turns ->
        [one] { $turns } ruchu
       *[other] { $turns } ruchach
    }
game-aborted = Partia przerwana
game-aborted-sub = Zakończona, zanim obie strony wykonały akcję, bez wyniku.
game-aborted-line = Partia została przerwana: nie ma wyniku.
turn-place = Ruch { $turn } · { $side ->
        [white] Białe
       *[black] Czarne
    }: postaw pion na pustym polu
turn-open = Ruch { $turn } · { $side ->
        [white] Białe
       *[black] Czarne
    }: bicie otwierające (tylko jedna akcja)
turn-first = Ruch { $turn } · { $side ->
        [white] Białe
       *[black] Czarne
    }: pierwsza akcja, bicie
turn-second = Ruch { $turn } · { $side ->
        [white] Białe
       *[black] Czarne
    }: druga akcja, bicie, układanie w stos albo pas
turn-deadline = Termin { $date }
turn-days =
    { $days ->
        [one] { $days } dzień na ruch, od pierwszej akcji czarnych
       *[other] { $days } dni na ruch, od pierwszej akcji czarnych
    }
imported-for-review = Zaimportowana partia, do przeglądu
side-thinking = { $name } myśli
side-to-act = Ruch: { $name }
your-turn = Twój ruch
waiting-for = Czekasz na { $name }
reviewing = Przegląd
in-hand = { $piece } ×{ $count }
watching = Oglądasz: plansza jest tylko do odczytu.
you-win = Wygrywasz ({ $score }).
you-lose = Przegrywasz ({ $score }).
player-wins = { $name } wygrywa ({ $score }).
reason-tzaar-captured = { $loser }: nie ma już Tzaara, ostatni został zbity.
reason-tzarra-captured = { $loser }: nie ma już Tzarry, ostatnia została zbita.
reason-tott-captured = { $loser }: nie ma już Totta, ostatni został zbity.
reason-tzaar-buried = { $loser }: nie ma już Tzaara na wierzchu stosu, ostatni został przykryty.
reason-tzarra-buried = { $loser }: nie ma już Tzarry na wierzchu stosu, ostatnia została przykryta.
reason-tott-buried = { $loser }: nie ma już Totta na wierzchu stosu, ostatni został przykryty.
reason-no-capture = { $loser }: brak bicia na początku ruchu.
reason-resignation = { $loser }: poddanie.
reason-time = { $loser }: koniec czasu.
reason-abandoned = { $loser }: opuszczenie partii, zwycięstwo zostało odebrane.

## Propozycje i czat

chat-new =
    { $count ->
        [one] Nowa wiadomość od { $author }
        [few] { $count } nowe wiadomości
       *[many] { $count } nowych wiadomości
    }
offer-asks-takeback = { $name } prosi o cofnięcie swojego ostatniego ruchu.
offer-asks-rematch = { $name } proponuje rewanż.
offer-you-takeback = Zaproponowano cofnięcie twojego ostatniego ruchu.
offer-you-rematch = Zaproponowano rewanż.
rematch-agreed = Rewanż uzgodniony.
rematch-declined = Twoja propozycja rewanżu została odrzucona.
takeback-accepted = Twoje cofnięcie zostało przyjęte.
takeback-ended-game = Twoja propozycja cofnięcia wygasła wraz z końcem partii.
takeback-ended-action = Twoja propozycja cofnięcia wygasła: zagrano akcję.
takeback-declined = Twoje cofnięcie zostało odrzucone.

## Piony, stosy i oceny silnika

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $piece } ({ $colour ->
        [white] białe
       *[black] czarne
    })
cell-empty = { $cell }: puste
cell-piece = { $cell }: { $piece } ({ $colour ->
        [white] białe
       *[black] czarne
    })
cell-stack = { $cell }: stos { $colour ->
        [white] białych
       *[black] czarnych
    } z { $height }, od dołu do góry { $pieces }
score-has-won = { $side ->
        [white] Białe wygrały
       *[black] Czarne wygrały
    }
score-even = Partia jest wyrównana
score-chance = { $words } (szansa wygranej białych: { $percent }%)
score-winning = { $side ->
        [white] Białe wygrywają
       *[black] Czarne wygrywają
    }
score-better = { $side ->
        [white] Białe stoją lepiej
       *[black] Czarne stoją lepiej
    }
score-slightly-better = { $side ->
        [white] Białe stoją nieco lepiej
       *[black] Czarne stoją nieco lepiej
    }
score-wins-now = { $side ->
        [white] Białe wygrywają w tym ruchu
       *[black] Czarne wygrywają w tym ruchu
    }
score-wins-in = { $side ->
        [white] Białe wygrywają
       *[black] Czarne wygrywają
    } w { $turns ->
        [one] { $turns } ruchu
       *[other] { $turns } ruchach
    }

## Przeglądanie partii

review-after = po { $action } (ruch { $turn }, { $side ->
        [white] białe
       *[black] czarne
    })
review-start-position = pozycja początkowa
no-moves = Nie ma jeszcze ruchów.
review-where =
    { $ply } / { $total ->
        [one] { $total } akcja
        [few] { $total } akcje
       *[many] { $total } akcji
    }
graph-label = Szansa białych na wygraną po każdym ruchu według silnika (w górę to dobrze dla białych)
graph-white-better = Lepiej białe
graph-black-better = Lepiej czarne
graph-turn = Po ruchu { $turn }: { $outlook }
graph-title = Szansa białych na wygraną po każdym ruchu, z oceny silnika (w górę to dobrze dla białych). Kliknij, aby przejść do ruchu.
analysis-thinking = Myślę…
analysis-line = Ruch: { $side ->
        [white] białe
       *[black] czarne
    }. { $outlook } (głębokość { $depth }). Najlepsza kontynuacja: { $line }
analysis-over = { $outlook } (brak akcji: partia tu się kończy).

## Zasady

rules-title = TZAAR – zasady
rules-heading = Jak grać w TZAAR
rules-intro = Dwoje graczy, białe i czarne, ma po 30 pionów trzech rodzajów. Wygrywasz, gdy przeciwnikowi zabraknie jednego z rodzajów albo gdy nie będzie mógł wykonać bicia.
rules-pieces-heading = Piony
rules-pieces-text = Każda strona zaczyna z 6 Tzaarami (pierścień z kropką), 9 Tzarrami (pierścień) i 15 Tottami (gładkie). W trakcie gry piony układa się w stosy. Stos należy do gracza swojego koloru, liczy się jako rodzaj piona na wierzchu, a jego wysokość to liczba na nim napisana.
rules-pieces-hover = Aby zobaczyć, z czego składa się stos (od dołu do góry), wskaż go myszą (albo dotknij i przytrzymaj).
rules-legend-stack = Biały stos z 3
rules-board-heading = Plansza
rules-board-caption = Ustawienie standardowe. 60 pól to punkty, w których spotykają się linie; przez dziurę w środku nic nie przechodzi.
rules-board-names = Kolumny mają litery od A do I od lewej do prawej, a każda kolumna liczy swoje pola od dołu od 1, więc każde pole ma nazwę taką jak D4. Dziura byłaby polem E5, dlatego E5 nie istnieje.
rules-moving-heading = Ruch
rules-moving-text = Stos porusza się po linii prostej w jednym z sześciu kierunków, przez dowolnie wiele pustych pól, i zatrzymuje się na pierwszym stosie na swojej drodze. Nigdy nie przeskakuje stosu ani środka planszy. Co dzieje się dalej, zależy od tego, do kogo należy napotkany stos:
rules-capture-term = Bicie:
rules-capture-text = stos przeciwnika, który nie jest wyższy od poruszającego się, schodzi z planszy, a poruszający się stos zajmuje jego pole.
rules-stack-term = Układanie w stos:
rules-stack-text = poruszający się stos wchodzi na jeden z twoich stosów, który staje się wyższy i silniejszy; piony pod spodem przestają się liczyć.
rules-capture-caption = Biała Tzarra na C4 patrzy wzdłuż swoich sześciu linii. Czerwone pierścienie (×) oznaczają stosy przeciwnika, które może zbić. Czarny stos z 2 na C3 jest dla niej za wysoki, a własne Totty białych na A2 i D4 zamykają te linie.
rules-turn-heading = Ruch gracza
rules-turn-first = Najpierw musisz bić.
rules-turn-second = Potem wykonujesz drugą akcję: bijesz jeszcze raz, układasz w stos albo pasujesz.
rules-turn-opening = Ponieważ białe zaczynają, ich pierwszy ruch to tylko jedno bicie.
rules-stack-caption = Białe zbiły C4xC6 (strzałka). W drugiej akcji stos na C6 może bić ponownie (czerwone, ×) albo wejść na biały stos (zielone przerywane, +). Zamiast niego może działać każdy inny biały stos albo białe mogą spasować.
rules-winning-heading = Zwycięstwo
rules-winning-text = Wygrywasz, gdy twój przeciwnik:
rules-win-kinds = nie ma już stosu z Tzaarem, Tzarrą albo Tottem na wierzchu, czy to dlatego, że ostatni został zbity, czy przykryty jego własnym układaniem, albo
rules-win-capture = nie może wykonać bicia, od którego musi zacząć swój ruch.
rules-winning-tension = Wysokie stosy są bezpieczne i silne, ale każde układanie przykrywa piony, a rodzaj, którego zaczyna brakować, to słaby punkt, który przeciwnik zaatakuje. Gra ostrzega cię przed ruchem, który od razu by przegrał.
rules-starts-heading = Trzy sposoby rozpoczęcia
rules-start-standard = stałe ustawienie z pierwszego obrazka.
rules-start-random = wszystkie 60 pionów zostaje losowo rozłożonych na planszy; to samo ziarno daje to samo ustawienie.
rules-start-tournament = plansza jest na początku pusta, a gracze na zmianę stawiają po jednym pionie, białe pierwsze, aż wszystkie piony znajdą się na planszy: wybierz rodzaj, potem kliknij puste pole. Potem gra toczy się jak zwykle.
rules-notation-heading = Notacja
rules-notation-text = Bicie zapisuje się D4xC3, układanie w stos A4+B4, pas jako pass, a postawienie Z@E1 (Z to Tzaar, R to Tzarra, T to Tott). Ruch wymienia swoje akcje jedna po drugiej, na przykład F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – twoje konto przez e-mail
forgot-link = Nie pamiętasz hasła?
forgot-heading = Nie pamiętasz hasła?
forgot-email = Adres e-mail twojego konta
forgot-submit = Wyślij mi link
forgot-sent = Jeśli to potwierdzony adres konta, wysłaliśmy e-mail z linkiem do wyboru nowego hasła. Link jest ważny przez godzinę.
reset-heading = Wybierz nowe hasło
reset-password = Nowe hasło (co najmniej 8 znaków)
reset-again = To samo jeszcze raz
reset-submit = Zapisz
reset-mismatch = Hasła się różnią.
reset-done = Hasło zostało zmienione, a wszystkie urządzenia wylogowane. Zaloguj się nowym hasłem.
verify-wait = Potwierdzanie adresu…
verify-done = Twój adres e-mail jest potwierdzony.
mail-no-token = Ten link jest niepełny: otwórz cały link z e-maila.

mail-off-note = Ta strona nie wysyła e-maili, więc hasła nie da się tu zresetować e-mailem. Zapytaj osobę, która prowadzi stronę.
unsubscribe-wait = Wyłączanie tych wiadomości…
unsubscribe-done = Gotowe: nie dostaniesz już wiadomości tego rodzaju.
unsubscribe-settings = W ustawieniach wybierzesz, jakie wiadomości dostajesz.

sign-email = E-mail (opcjonalnie: na wypadek zapomnianego hasła i powiadomień o twoim ruchu)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Cześć { $name },
mail-verify-subject = TZAAR: potwierdź swój adres e-mail
mail-verify-text = Ten adres podano dla konta TZAAR „{ $name }”. Aby go potwierdzić, otwórz ten link w ciągu { $hours } godzin:
mail-verify-ignore = Jeśli to nie ty, zignoruj tę wiadomość: adres pozostanie niepotwierdzony.
mail-reset-subject = TZAAR: wybierz nowe hasło
mail-reset-text = Poproszono o nowe hasło do konta TZAAR „{ $name }”. Aby je wybrać, otwórz ten link w ciągu { $hours ->
    [one] godziny
    [few] { $hours } godzin
   *[other] { $hours } godzin
 }; działa tylko raz:
mail-reset-ignore = Jeśli to nie ty, zignoruj tę wiadomość: twoje hasło się nie zmieni.
mail-turn-subject = TZAAR: twój ruch w partii z { $opponent }
mail-turn-text = Ruch w partii korespondencyjnej z { $opponent } został wykonany: teraz twoja kolej. Otwórz ją tutaj:
mail-deadline-subject = TZAAR: został jeden dzień w partii z { $opponent }
mail-deadline-text = Twój ruch w partii z { $opponent } musi być wykonany do { $deadline } (UTC), inaczej partia przepadnie na czas. Otwórz ją tutaj:
mail-challenge-subject = TZAAR: wyzwanie od { $from }
mail-challenge-text = Masz wyzwanie od { $from } na partię TZAAR. Przyjmij lub odrzuć je w lobby:
mail-result-subject = TZAAR: twoja partia z { $opponent } się skończyła
mail-result-won = Partia z { $opponent } zakończyła się twoim zwycięstwem.
mail-result-lost = Partia z { $opponent } zakończyła się twoją porażką.
mail-result-none = Twoja partia z { $opponent } skończyła się bez zwycięzcy.
mail-result-link = Zobacz partię tutaj:
mail-unsubscribe = Aby nie dostawać więcej takich wiadomości, otwórz:
mail-unsubscribe-all = Aby nie dostawać żadnych powiadomień e-mailem, otwórz:
mail-settings = Aby wybrać, jakie wiadomości dostajesz, otwórz ustawienia:

## The API's error messages

record-error-at = Wiersz { $line }, kolumna { $column }: { $message }
error-account-closed = To konto jest zamknięte.
error-after-result = Po wyniku stoi jeszcze coś, a tam zapis powinien się kończyć.
error-bad-action = Nie da się odczytać akcji: bicie zapisuje się D4xC3, układanie w stos A4+B4, pas jako pass, a postawienie Z@E1.
error-bad-chat = Wiadomość na czacie to jeden wiersz tekstu, niepusty i nie za długi, bez znaków sterujących.
error-bad-clock = Takie tempo gry nie jest możliwe w tej partii.
error-bad-color = Kolor musi być jednym z: white, black lub random.
error-bad-days = Taka liczba dni na ruch nie jest możliwa w tej partii.
error-bad-email = To nie jest adres e-mail.
error-bad-invite = Wyślij kod zaproszenia z linku.
error-bad-json = Treść nie jest takim JSON-em, jakiego oczekuje to żądanie.
error-bad-level = Poziom silnika musi być liczbą całkowitą od 1 do 10.
error-bad-mode = Tryb musi być jednym z: engine, hotseat lub online.
error-bad-name = Tej nazwy nie można tu użyć.
error-bad-password = Hasło ma od 8 do 200 znaków.
error-bad-path = Nie da się odczytać adresu tego żądania.
error-bad-ply = Partia nie ma takiego miejsca: licz najwyżej do liczby zagranych akcji.
error-bad-query = Nie da się odczytać wartości w zapytaniu adresu.
error-missing-position = Podaj pozycję: standard, tournament, random z ziarnem albo ciąg pozycji.
error-bad-reason = Napisz krótko, dlaczego.
error-bad-record = Nie da się odczytać zapisu.
error-bad-report = Wiersz czatu zgłasza się razem z jego partią.
error-bad-request = Żądanie jest niepoprawne.
error-bad-seed = Ziarno musi być liczbą całkowitą, 0 lub większą.
error-bad-settings = Ustawienie ma wartość, której witryna nie zna: język musi być jednym z języków witryny.
error-bad-setup = Ustawienie musi być jednym z: standard, random lub tournament.
error-bad-tag = Znacznik jest niepoprawny: zapisz go jako [Nazwa "wartość"].
error-bad-tag-value = Znacznik ma niedozwoloną wartość.
error-bad-token = Ten link jest nieznany.
error-bad-turn = Nie da się odczytać ruchu: zapisz jedną lub dwie akcje, oddzielone spacją.
error-blocked =
    { $status ->
        [409] Stos na { $blocker } stoi między { $from } a { $to }.
       *[other] Ten gracz nie przyjmuje od ciebie wyzwań, wiadomości ani propozycji.
    }
error-body-timeout = Treść żądania nie dotarła na czas.
error-busy = Serwer jest zajęty: spróbuj ponownie za chwilę.
error-cannot-abort = Partię można przerwać tylko przed pierwszą akcją czarnych.
error-cell-occupied = Pole { $cell } nie jest puste.
error-chat-too-fast =
    Wysyłasz wiadomości za szybko: poczekaj { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-cross-origin = To żądanie pochodzi ze strony innej witryny, więc zostaje odrzucone.
error-crosses-centre = Linia od { $from } do { $to } przechodzi przez środek planszy, którego nic nie może przekroczyć.
error-duplicate-tag = Znacznik występuje dwa razy.
error-empty-record = Treść jest pusta: wyślij tekst zapisu.
error-empty-target = Pole { $cell } jest puste: stos porusza się zawsze tylko na inny stos.
error-empty-turn = Ruch nie ma żadnych akcji.
error-engine-thinking = Silnik myśli: poczekaj, aż skończy swój ruch.
error-extra-action = Ruch ma o jedną akcję za dużo.
error-fair-play = Analiza, oceny i podpowiedzi silnika dla partii między dwojgiem ludzi są dostępne dopiero po jej zakończeniu.
error-game-aborted = Partia została przerwana: nic więcej nie może się w niej wydarzyć.
error-game-changed = Partia w międzyczasie się zmieniła: spójrz na nią jeszcze raz.
error-game-decided = Partia jest zakończona.
error-game-not-over = Rewanż jest możliwy tylko po zakończonej partii.
error-game-over = Partia jest zakończona.
error-hint-not-allowed = Podpowiedzi są dostępne tylko w partiach z silnikiem i na jednym urządzeniu.
error-illegal = Akcja jest niedozwolona w pozycji, w której została zagrana.
error-internal = Na serwerze coś poszło nie tak. Spróbuj ponownie później.
error-invalid-position = Opis pozycji przedstawia pozycję, do której żadna partia nie może dojść.
error-invite-used = To miejsce jest już zajęte: link pozwala teraz tylko oglądać partię.
error-late-tag = Znacznik stoi po ruchach: wszystkie znaczniki są na początku.
error-mail-off = Ten serwer nie wysyła e-maili.
error-method-not-allowed = Ten adres nie przyjmuje tej metody.
error-mid-turn =
    { $color ->
        [white] Białe są
       *[black] Czarne są
    } w połowie ruchu: najpierw wykonaj drugą akcję.
error-missing-result = Po ruchach brakuje wyniku: 1-0, 0-1 lub *.
error-missing-second = Ruch wymaga drugiej akcji: bicia, ułożenia w stos albo pasu.
error-missing-tag = Brakuje znacznika, którego zapis potrzebuje.
error-missing-token = Do tego potrzebny jest token miejsca w tej partii.
error-must-capture =
    { $phase ->
        [opening] Posunięcie otwierające musi być biciem.
       *[turn] Pierwsza akcja ruchu musi być biciem.
    }
error-name-taken = Ta nazwa jest już zajęta.
error-no-offer = W tej partii nie ma takiej propozycji.
error-no-stack = Na { $cell } nie ma stosu.
error-none-left =
    { $color ->
        [white] Białe nie mają
       *[black] Czarne nie mają
    } już { $kind ->
        [tzaar] Tzaarów
        [tzarra] Tzarr
       *[tott] Tottów
    } do postawienia.
error-not-a-player = Może to zrobić tylko jeden z dwóch graczy tej partii.
error-not-admin = Mogą to zrobić tylko administratorzy witryny.
error-not-found = Pod tym adresem nic nie ma.
error-not-logged-in = Aby to zrobić, musisz być zalogowany.
error-not-on-a-line = { $to } nie leży na prostej linii od { $from }.
error-not-online = To jest możliwe tylko w partiach online.
error-not-placement-phase = Stawianie się skończyło: wszystkie 60 pionów jest na planszy.
error-not-utf8 = Tekst nie jest poprawnym UTF-8.
error-not-websocket = Ten adres to WebSocket: otwórz go jako WebSocket.
error-not-your-challenge = To wyzwanie jest przeznaczone dla innego gracza.
error-not-your-seat = To miejsce należy do innego konta: zaloguj się jako jego gracz.
error-not-your-seek = Tylko gracz, który dodał wyzwanie, może je wycofać.
error-not-your-turn = To nie twój ruch.
error-not-yours = Stos na { $cell } nie jest twój.
error-nothing-to-claim = Teraz nie ma zwycięstwa do odebrania.
error-nothing-to-take-back = Nie ma ruchu do cofnięcia.
error-nothing-to-undo = Nie ma twojej akcji do cofnięcia.
error-offer-pending = Ta propozycja już padła z twojej strony: poczekaj na odpowiedź.
error-opponent-target = Na { $cell } stoi stos przeciwnika: aby go zbić, napisz { $action }.
error-own-block = Nie możesz zablokować samego siebie.
error-own-report = Nie możesz zgłosić samego siebie.
error-own-seek = To twoje własne wyzwanie: nikt nie może grać sam ze sobą.
error-own-target = Na { $cell } stoi twój własny stos: aby na niego wejść, napisz { $action }.
error-placement-phase = Piony są jeszcze stawiane: postaw pion, na przykład Z@E1.
error-position-string = Nie da się odczytać opisu pozycji.
error-rated-game = To jest niedozwolone w partii rankingowej.
error-rematch-not-allowed = Ta partia nie zaczęła się od ustawienia, więc nie ma rewanżu.
error-result-mismatch = Wynik po ruchach nie zgadza się ze znacznikiem Result.
error-same-cell = Stos nie może przejść na własne pole.
error-seek-closed = To wyzwanie jest już zamknięte.
error-seek-taken = To wyzwanie zostało już przyjęte.
error-single-action =
    { $phase ->
        [placement] Postawienie to cały ruch: nie ma drugiej akcji.
        [opening] Otwarcie to jedno bicie: nie ma drugiej akcji.
       *[turn] Partia zaczyna się od drugiej akcji, która sama jest całym ruchem.
    }
error-storage = Archiwum partii zawiodło i nic nie zostało zmienione. Spróbuj ponownie później.
error-stray-brace = Nawias zamykający { "}" } stoi poza komentarzem.
error-token-expired = Ten link wygasł: poproś o nowy.
error-token-used = Ten link został już użyty.
error-too-large = Treść żądania jest za duża: przyjmowane jest najwyżej 64 KiB.
error-too-many-attempts =
    Za dużo nieudanych prób: spróbuj ponownie za { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-too-many-games =
    Ostatnio stąd powstało za dużo nowych partii: spróbuj ponownie za { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-too-many-imports =
    Ostatnio stąd było za dużo importów: spróbuj ponownie za { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-too-many-mails =
    Ostatnio zamówiono za dużo e-maili: spróbuj ponownie za { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-too-many-seeks = Masz za dużo otwartych wyzwań: najpierw wycofaj jedno.
error-too-many-signups =
    Ostatnio z tego adresu założono za dużo kont: spróbuj ponownie za { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }.
error-too-tall = Stos na { $to } (wysokość { $target }) jest wyższy niż stos na { $from } (wysokość { $mover }).
error-turn-after-end = Ruch występuje po zakończeniu partii.
error-turn-number = Brakuje numeru następnego ruchu albo jest błędny.
error-undo-not-allowed = Cofanie jest możliwe tylko w partiach z silnikiem i na jednym urządzeniu.
error-unexpected-tag = Znacznik nie pasuje do pozostałych znaczników zapisu.
error-unknown-cell = Nieznana nazwa pola: pola nazywają się na przykład A1, E9 lub I5, a pola E5 nie ma.
error-unknown-chat-line = Ta partia nie ma takiego wiersza czatu.
error-unknown-game = Nie ma partii o tym identyfikatorze.
error-unknown-player = Nie ma gracza o tej nazwie.
error-unknown-report = Nie ma takiego otwartego zgłoszenia.
error-unknown-seek = Nie ma wyzwania o tym identyfikatorze.
error-unreadable = Nie da się odczytać akcji w zapisie.
error-unsupported-media-type = Wyślij treść jako JSON, z nagłówkiem Content-Type: application/json.
error-unterminated-comment = Komentarz otwarty znakiem { "{" } nigdy nie zostaje zamknięty.
error-upgrade-required = Ten adres to WebSocket: otwórz go jako WebSocket.
error-wrong-invite = To zaproszenie nie należy do tej partii.
error-wrong-password = Nazwa lub hasło są błędne.
error-wrong-result = Wynik podany w zapisie nie zgadza się z tym, jak kończy się partia.
error-wrong-token = Ten token nie jest miejscem w tej partii.

## Powiadomienia o ruchu: dźwięk, tytuł karty, powiadomienia przeglądarki

notify-me = Powiadamiaj mnie
notify-me-title = Pozwól tej przeglądarce pokazać powiadomienie, gdy jest twój ruch, a ta karta jest w tle
notify-on = Powiadomienia są włączone: ta przeglądarka powie ci, kiedy jest twój ruch.
notify-blocked = Ta przeglądarka blokuje powiadomienia z tej strony: zezwól na nie w ustawieniach przeglądarki.
notice-your-turn = Twój ruch w partii
notice-game-started = Twoja partia z { $opponent } się rozpoczęła

## Usunięte konto

deleted-player = Usunięty gracz

## Strona ustawień

nav-settings = Ustawienia
settings-title = TZAAR – ustawienia
settings-heading = Ustawienia
settings-sign-in = Zaloguj się, aby zobaczyć i zmienić swoje ustawienia.
settings-saved = Zapisano.
settings-language-heading = Język
settings-language-label = Strona i jej e-maile w języku
settings-language-browser = Język przeglądarki
settings-language-note = Obowiązuje od razu, na każdym urządzeniu, na którym się logujesz.
settings-email-heading = E-mail i powiadomienia
settings-email-none = Twoje konto nie ma adresu e-mail.
settings-email-confirmed = Twój adres: { $email } (potwierdzony).
settings-email-unconfirmed = Twój adres: { $email } (jeszcze niepotwierdzony: otwórz link wysłany na ten adres).
settings-mail-off = Ten serwer obecnie nie wysyła e-maili: twój adres zostaje zachowany, ale nie są na niego wysyłane żadne linki ani powiadomienia.
settings-email-label = Nowy adres
settings-email-save = Zapisz adres
settings-email-remove = Usuń mój adres
settings-email-empty = Najpierw wpisz adres.
settings-email-sent = Adres zapisany: link do jego potwierdzenia jest w drodze.
settings-email-kept = Adres zapisany.
settings-email-removed = Adres usunięty.
settings-notices-heading = Powiadomienia e-mailem
settings-notices-note = Wysyłane tylko na potwierdzony adres.
settings-notice-turn = Mój ruch w partii korespondencyjnej
settings-notice-deadline = Mój termin upływa za dzień
settings-notice-challenge = Ktoś wyzywa mnie po imieniu
settings-notice-result = Moja partia się zakończyła
settings-browser-heading = Powiadomienia w tej przeglądarce
settings-browser-on = Ta przeglądarka pokazuje powiadomienie, gdy jest twój ruch, a karta strony jest w tle.
settings-browser-ask = Ta przeglądarka może powiedzieć ci, kiedy jest twój ruch, gdy karta strony jest w tle.
settings-browser-blocked = Ta przeglądarka blokuje powiadomienia z tej strony; zezwól na nie w ustawieniach przeglądarki.
settings-browser-none = Ta przeglądarka nie może pokazywać powiadomień.
settings-play-heading = Plansza i dźwięk
settings-board-label = W twoich partiach plansza pokazuje na dole:
settings-board-own = twoją stronę (obróconą, gdy grasz czarnymi)
settings-board-white = zawsze stronę białych
settings-sound = Odtwarzaj krótki dźwięk, gdy jest mój ruch albo zaczyna się moja partia
settings-sound-try = Posłuchaj
settings-data-heading = Twoje dane
settings-data-text = Pobierz wszystko, co strona przechowuje o twoim koncie: jego liczby, historię rankingu, blokowanych graczy i partie jako zapisy.
settings-data-download = Pobierz moje dane
settings-delete-heading = Usuń moje konto
settings-delete-warning = Tego nie można cofnąć. Twoje trwające partie kończą się od razu (poddane albo anulowane, jeśli się jeszcze nie zaczęły), twoje wyzwania, adres e-mail, ustawienia i hasło zostają usunięte, a twoja nazwa staje się wolna dla każdego. Twoje zakończone partie zostają w archiwum jako „Usunięty gracz”. Najpierw pobierz swoje dane, jeśli chcesz je zachować.
settings-delete-password = Twoje hasło, dla potwierdzenia
settings-delete-need-password = Wpisz hasło, aby usunąć konto.
settings-delete-submit = Usuń moje konto
settings-delete-confirm = Usunąć konto { $name } na zawsze? Tego nie można cofnąć.
settings-delete-yes = Usuń
settings-deleted = Twoje konto zostało usunięte. Dziękujemy za grę.

## Nazwy miejsc, gdy żadnej nie podano

seat-default-player = Gracz
seat-default-engine = Silnik (poziom { $level })

## Plansza analizy i lekcje

nav-analysis = Analiza
nav-learn = Nauka
open-analysis-board = Plansza analizy
analysis-title = TZAAR – plansza analizy
analysis-board-heading = Plansza analizy
study-engine-heading = Silnik
study-engine-on = Silnik włączony
study-lines = Kontynuacje
study-explorer-heading = Partie rozegrane z tej pozycji
study-moves-heading = Ruchy
study-delete = Usuń od tego miejsca
study-position-heading = Pozycja
study-edit = Edytuj pozycję
study-share = Udostępnij link
study-standard = Ustawienie standardowe
study-tournament = Ustawienie turniejowe
study-load-label = Opis pozycji albo standard, tournament lub random z ziarnem
study-load = Otwórz
study-game-going-on = Ta partia między ludźmi wciąż trwa: plansza analizy otworzy się po jej zakończeniu.
study-back-to-game = Wróć do partii
study-phase-open = Ruch { $side ->
        [white] białych
       *[black] czarnych
    }: bicie otwierające (tylko jedna akcja)
study-phase-first = Ruch { $side ->
        [white] białych
       *[black] czarnych
    }: pierwsza akcja, bicie
study-phase-second = Ruch { $side ->
        [white] białych
       *[black] czarnych
    }: druga akcja, bicie, układanie w stos albo pas
study-phase-place = Ruch { $side ->
        [white] białych
       *[black] czarnych
    }: postaw pion na pustym polu
study-no-moves = Nie ma jeszcze ruchów: na planszy możesz grać za obie strony.
study-engine-off = Silnik jest wyłączony.
study-engine-over = W tej pozycji partia jest zakończona.
study-depth = Głębokość { $depth }
study-play-line = Zagraj ten ruch
study-link-copied = Skopiowano link.
editor-heading = Edytor pozycji
editor-help = Wybierz pion, a potem kliknij pole, aby położyć go na wierzchu stojącego tam stosu (stos w drugim kolorze zostaje zastąpiony); gumka zdejmuje pion z wierzchu.
editor-palette = Piony
editor-side = Ruch
editor-white = Białe
editor-black = Czarne
editor-phase = Faza
editor-phase-first = Pierwsza akcja (bicie)
editor-phase-second = Druga akcja
editor-phase-open = Bicie otwierające
editor-clear = Pusta plansza
editor-standard = Ustawienie standardowe
editor-done = Gotowe
editor-cancel = Anuluj
editor-remove = Gumka
editor-status = Edycja: klikaj pola, aby zmienić planszę, a potem wybierz Gotowe.
learn-title = TZAAR – nauka
learn-heading = Naucz się grać w TZAAR
learn-intro = Krótkie lekcje na planszy: każde zadanie jest sprawdzane na bieżąco, gdy je rozgrywasz.
learn-lessons = Lekcje
learn-reset = Zacznij od nowa
learn-show = Pokaż mi
learn-retry = Spróbuj ponownie
learn-next = Następne zadanie
learn-next-lesson = Następna lekcja
learn-finished-label = { $lesson } (ukończona)
learn-progress = Ukończone lekcje: { $done } z { $total }
learn-step = Zadanie { $step } z { $steps }
learn-go-on = Dobrze: ten ruch ma jeszcze jedną akcję.
learn-right = Zgadza się!
learn-lesson-done = Zgadza się! Lekcja ukończona.
learn-wrong = Nie to: plansza wraca do poprzedniego stanu, spróbuj jeszcze raz.
lesson-capture-title = Bicie
lesson-capture-intro = Stos porusza się po linii prostej, przez dowolnie wiele pustych pól, do pierwszego stosu na swojej drodze, nigdy przez środek planszy. Zbija ten stos, jeśli należy on do przeciwnika i nie jest wyższy od bijącego: zbity stos schodzi z planszy.
lesson-capture-1 = Grasz białymi. Zbij czarnego Totta na A3 swoją Tzarrą z A1.
lesson-capture-2 = Stos z dwóch pionów bije stos z co najwyżej dwóch. Zbij dwie Tzarry czarnych na A3 swoim stosem z A1 (twój pojedynczy Tott na C1 nie może zbić stosu z trzech).
lesson-stack-title = Układanie w stos
lesson-stack-intro = Po biciu drugą akcją ruchu może być układanie w stos: jeden z twoich stosów przesuwa się, tak jak przy biciu, na inny twój stos. Pion z wierzchu przesuwanego stosu staje się wierzchem nowego stosu.
lesson-stack-1 = Przesuń swojego Tzaara z A1 na swojego Totta na A3, tak aby Tzaar znalazł się na wierzchu stosu z dwóch.
lesson-stack-2 = Drugą akcją może też być pas. Spasuj, aby zakończyć swój ruch.
lesson-forced-title = Przymusowe bicie
lesson-forced-intro = Każdy ruch zaczyna się od bicia; tylko druga akcja może być układaniem w stos albo pasem. Gracz, który na początku swojego ruchu nie może bić, przegrywa.
lesson-forced-1 = Zacznij swój ruch: zbij czarnego Totta na A3 swoim Tzaarem.
lesson-forced-2 = Teraz ułóż stos: przesuń swoją Tzarrę z C3 na swojego Totta na C1. Przesunięcie Totta na Tzarrę przykryłoby twoją jedyną Tzarrę, a to oznacza przegraną.
lesson-lose-title = Trzy sposoby na przegraną
lesson-lose-intro = Przegrywasz, gdy nie masz już stosu z Tzaarem, Tzarrą albo Tottem na wierzchu, czy to dlatego, że ostatni został zbity, czy przykryty twoim własnym układaniem, a także gdy nie możesz bić na początku swojego ruchu.
lesson-lose-1 = Czarnym został już tylko jeden Tzaar. Zbij go.
lesson-lose-2 = Wszystkie stosy czarnych to pojedyncze piony. Zbij Totta na A3, a potem połącz w jeden stos swojego pojedynczego Totta i swój stos z dwóch Tottów, tak aby czarne nie miały czego bić.
lesson-lose-3 = Układaj w stos, ale nie przykrywaj swojej jedynej Tzarry: przykrycie ostatniego piona danego rodzaju oznacza przegraną, tak jakby został zbity.
lesson-opening-title = Ruch otwierający
lesson-opening-intro = W ustawieniu standardowym wszystkie 60 pionów stoi na planszy. Pierwszy ruch białych to jedno bicie, jako rekompensata za to, że zaczynają; od tej pory każdy ruch ma dwie akcje.
lesson-opening-1 = Wykonaj bicie otwierające białych: każde bicie jest dobre.
lesson-opening-2 = Teraz czarne wykonują cały ruch. Najpierw bicie: zbij biały stos.
lesson-opening-3 = Potem druga akcja: bicie, układanie w stos albo pas.
lesson-placement-title = Stawianie w ustawieniu turniejowym
lesson-placement-intro = W ustawieniu turniejowym plansza jest pusta, a gracze na zmianę stawiają swoje piony, po jednym, białe pierwsze, aż wszystkie 60 znajdzie się na planszy; potem białe wykonują bicie otwierające.
lesson-placement-1 = Wybierz Tzaara pod planszą i postaw go na dowolnym pustym polu.
lesson-placement-2 = Teraz postaw Totta za czarne.
lesson-ideas-title = Dwie podstawowe idee
lesson-ideas-intro = Pilnuj rodzaju, którego masz najmniej: gdy zostaje ci jeden pion danego rodzaju, jego utrata oznacza przegraną. Wysoki stos jest bezpieczny przed niższymi.
lesson-ideas-1 = Twoja jedyna Tzarra na A3 jest atakowana przez czarnego Totta z A5. Podwyższ ją: przesuń Tzarrę na swojego Totta na A1.
lesson-ideas-2 = Zbuduj stos z trzech z Tzaarem na wierzchu: przesuń Tzaara na swój stos z dwóch Tottów.
## Eksplorator otwarć

explorer-caption = Tury zagrane z tej pozycji w zakończonych partiach między ludźmi
explorer-turn = Tura
explorer-games = Partie
explorer-white-share = Wygrane białych
explorer-total = Wszystkie partie
explorer-percent = { $percent }%
explorer-empty = Żadna partia między ludźmi nie osiągnęła tej pozycji
explorer-pick = Zagraj { $turn }
explorer-share-title = Białe wygrały { $wins } z { $games }
explorer-engine = Wybór silnika:
## Strona zagadek (/puzzles) i jej błędy

nav-puzzles = Zagadki
puzzles-title = TZAAR – zagadki
puzzles-heading = Zagadki
puzzles-task = { $colour ->
        [white] Grasz białymi.
       *[black] Grasz czarnymi.
    }
puzzles-win-in = { $turns ->
        [one] Wygrana w { $turns } ruchu
       *[other] Wygrana w { $turns } ruchach
    }
puzzles-themes = Motywy: { $themes }
puzzles-ratings = Ranking zagadki { $rating } · twój ranking w zagadkach { $mine }
puzzles-ratings-guest = Ranking zagadki { $rating } · zaloguj się, aby mieć ranking w zagadkach; jako gość grasz bez rankingu.
puzzles-your-turn = { $turns ->
        [one] Twój ruch: znajdź wygraną w { $turns } ruchu.
       *[other] Twój ruch: znajdź wygraną w { $turns } ruchach.
    }
puzzles-tried = Ta zagadka była już przez ciebie próbowana: ponowne rozwiązanie nie liczy się do rankingu.
puzzles-second = Teraz druga akcja: bicie, piętrowanie albo pas.
puzzles-checking = Sprawdzanie twojego ruchu…
puzzles-right = { $turns ->
        [one] Dobrze! Odpowiedź to { $reply }. Teraz wygraj w { $turns } ruchu.
       *[other] Dobrze! Odpowiedź to { $reply }. Teraz wygraj w { $turns } ruchach.
    }
puzzles-solved = Rozwiązane!
puzzles-solved-rated = Rozwiązane! Twój ranking w zagadkach to teraz { $rating }.
puzzles-wrong = Ten ruch nie wygrywa. Rozwiązanie jest na planszy.
puzzles-wrong-rated = Ten ruch nie wygrywa. Rozwiązanie jest na planszy. Twój ranking w zagadkach to teraz { $rating }.
puzzles-next = Następna zagadka
puzzles-again = Spróbuj jeszcze raz
puzzles-cancel = Cofnij pierwszą akcję
puzzles-step = Rozwiązanie: ruch { $step } z { $steps }
puzzles-step-start = Rozwiązanie: początek zagadki
puzzles-step-back = Jeden ruch wstecz
puzzles-step-forward = Jeden ruch naprzód
puzzles-choose = Wybierz następną zagadkę
puzzles-theme = Motyw
puzzles-length = Długość
puzzles-any = Dowolna
theme-last-tzaar = Ostatni Tzaar
theme-last-tzarra = Ostatnia Tzarra
theme-last-tott = Ostatni Tott
theme-no-capture = Przeciwnik nie może bić
theme-stack = Piętrowanie
theme-double-capture = Dwa bicia
theme-pass = Pas
error-unknown-puzzle = Nie ma takiej zagadki.
error-no-puzzle = Żadna zagadka nie ma tego motywu i tej długości.
error-puzzle-over = Ta próba się skończyła: zacznij zagadkę od nowa.
error-attempt-changed = Ta próba tymczasem poszła dalej, może w innej karcie: wczytaj zagadkę ponownie.
error-bad-kind = Rodzaj turnieju to arena, swiss lub round-robin.
error-bad-random-per = Nowe losowe ustawienie losuje się na parę lub na rundę, i tylko przy ustawieniu losowym.
error-bad-start = Początek musi być datą i godziną od teraz do roku naprzód.
error-bad-duration = Arena trwa od 1 do 1440 minut; inne turnieje nie mają czasu trwania.
error-bad-rounds = Turniej szwajcarski ma od 1 do 30 rund; inne turnieje ich nie ustalają.
error-bad-cycles = Turniej kołowy gra się raz lub dwa razy (cykle 1 lub 2); inne turnieje ich nie ustalają.
error-bad-max-players = Turniej przyjmuje od 2 do 1000 graczy; turniej kołowy najwyżej 30.
error-bad-rating-range = Zakres rankingu biegnie od najniższego do najwyższego, każdy w granicach ±10000.
error-bot-not-allowed = Program nie może wziąć udziału w turnieju rankingowym.
error-not-an-arena = Pauzować można tylko na arenie; w innych turniejach można się wycofać.
error-not-creator = Może to zrobić tylko twórca turnieju.
error-not-joined = Nie bierzesz udziału w tym turnieju.
error-rating-out-of-range = Twój ranking jest poza zakresem tego turnieju.
error-too-few-players = Turniej potrzebuje co najmniej dwóch graczy, aby się zacząć.
error-too-many-tournaments = Masz za dużo turniejów czekających na start: najpierw rozpocznij lub odwołaj jeden.
error-tournament-finished = Turniej się zakończył.
error-tournament-full = Turniej jest pełny.
error-tournament-game = Turniej sam ponownie dobiera graczy w pary: bez rewanżu.
error-tournament-started = Turniej się rozpoczął: nie przyjmuje więcej graczy i nie można go ponownie rozpocząć ani odwołać.
error-unknown-tournament = Nie ma takiego turnieju.
error-withdrawn = Wycofałeś się z tego turnieju.

## Turnieje: lista (/tournaments), formularz nowego, jeden turniej (/tournaments/{id}), ramka w
## lobby, strona gracza i partia turniejowa.

nav-tournaments = Turnieje
tournaments-title = TZAAR – turnieje
tournaments-heading = Turnieje
tournaments-running = Trwają teraz
tournaments-open = Otwarte dla chętnych
tournaments-finished = Zakończone
tournaments-none-running = Żaden turniej teraz nie trwa.
tournaments-none-open = Żaden turniej nie jest otwarty dla chętnych.
tournaments-none-finished = Żaden turniej jeszcze się nie zakończył.
tournament-col-name = Turniej
tournament-col-kind = Rodzaj
tournament-col-when = Kiedy
tournament-kind-arena = Arena
tournament-kind-swiss = System szwajcarski
tournament-kind-round-robin = Każdy z każdym
tournament-kind-note-arena = Gracze dostają nową partię, gdy tylko skończy się ich poprzednia, aż upłynie czas. Wygrana daje 2 punkty; kto ma serię wygranych (🔥), zdobywa podwójnie.
tournament-kind-note-swiss = Każda runda łączy graczy o tej samej liczbie punktów; nikt nie gra dwa razy z tym samym przeciwnikiem.
tournament-kind-note-round-robin = Każdy gra z każdym.
tournament-status-open = Otwarty
tournament-status-running = Trwa
tournament-status-finished = Zakończony
tournament-starts-at = Zaczyna się { $date }
tournament-starts-by-hand = Zaczyna się, gdy uruchomi go twórca
tournament-ends-at = Kończy się { $date }
tournament-ended-at = Zakończony { $date }
tournament-round = Runda { $round }
tournament-round-of = Runda { $round } z { $rounds }
tournaments-create-heading = Utwórz turniej
tournaments-sign-in = Zaloguj się, aby utworzyć turniej.
tournament-kind = Rodzaj
tournament-name = Nazwa
tournament-name-missing = Nadaj turniejowi nazwę.
tournament-time-clock = Z zegarem (na żywo)
tournament-time-days = Dni na ruch (korespondencyjnie)
tournament-real-time-only = Arenę gra się tylko na żywo, z zegarem.
tournament-minutes = Minuty dla gracza
tournament-increment = Sekundy dodawane za ruch
tournament-days = Dni na ruch
tournament-begins = Początek
tournament-begins-by-hand = Gdy go uruchomię
tournament-begins-at = O ustalonej porze
tournament-begins-when = Data i godzina
tournament-begins-missing = Wybierz datę i godzinę początku.
tournament-duration = Czas trwania w minutach
tournament-rounds = Rundy
tournament-cycles = Cykle
tournament-cycles-one = Każdy gra z każdym raz
tournament-cycles-two = Każdy gra z każdym dwa razy, z zamienionymi kolorami
tournament-max-players = Najwięcej graczy
tournament-rating-range = Dozwolone rankingi
tournament-rating-min = Od (opcjonalnie)
tournament-rating-max = Do (opcjonalnie)
tournament-create = Utwórz turniej
tournament-title = TZAAR – turniej
tournament-all = Wszystkie turnieje
tournament-missing = Nie można pokazać tego turnieju
tournament-players =
    { $max ->
        [one] { $players } z { $max } gracza
       *[other] { $players } z { $max } graczy
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minuta
        [few] { $minutes } minuty
       *[many] { $minutes } minut
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }
tournament-rating-between = Rankingi od { $min } do { $max }
tournament-rating-from = Rankingi od { $min }
tournament-rating-to = Rankingi do { $max }
tournament-created-by = Twórca: { $name }
tournament-championship = Mistrzostwa: sezon { $season }, liga { $division }, grupa { $group }
tournament-starts-in = Zaczyna się za { $time }
tournament-ends-in = Kończy się za { $time }
tournament-starting = Zaraz się zacznie…
tournament-ending = Zaraz się skończy…
tournament-you-joined = Grasz w tym turnieju.
tournament-you-paused = Masz przerwę: nie dostaniesz partii, dopóki nie wrócisz.
tournament-you-withdrawn = Twoje zgłoszenie do tego turnieju jest wycofane.
tournament-your-game = Twoja partia trwa: zagraj ją
tournament-sign-in = Zaloguj się, aby grać w turniejach.
tournament-join = Dołącz
tournament-come-back = Wróć
tournament-pause = Przerwa
tournament-leave = Wypisz się
tournament-withdraw = Wycofaj się
tournament-withdraw-confirm = Wycofać się z tego turnieju? Nie dostaniesz już nowej partii; trwająca partia zostanie dograna.
tournament-start = Uruchom teraz
tournament-cancel = Odwołaj turniej
tournament-cancel-confirm = Odwołać ten turniej? Zniknie dla wszystkich.
tournament-cancelled = Turniej jest odwołany.
tournament-standings = Tabela
tournament-no-players = Nikt jeszcze nie dołączył.
tournament-col-rank = #
tournament-col-points = Punkty
tournament-col-played = Rozegrane
tournament-col-byes = Pauzy
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: punkty pokonanych przeciwników
tournament-col-performance = Wynik rankingowy
tournament-on-fire = Seria wygranych: wygrane liczą się podwójnie
tournament-paused-mark = przerwa
tournament-withdrawn-mark = wycofany
tournament-games = Partie
tournament-bye = pauza
my-tournaments-heading = Twoje turnieje
player-tournaments = Turnieje
game-tournament-link = Wróć do turnieju { $name }
game-tournament-going-back = Za chwilę wracasz do turnieju…
error-unknown-championship = Nie ma takich mistrzostw.
error-season-running = Sezon wciąż trwa: następny zacznie się, gdy każda grupa się zakończy.
error-bad-group = Grupa liczy od 3 do 20 graczy, więcej niż awansujący i spadający razem; każda liga ma od 1 do 4 razy więcej grup niż ta wyżej.
error-bad-gap = Przerwa między sezonami wynosi od 0 do 60 dni.
settings-notice-round = Runda turnieju korespondencyjnego przydziela mi partię
mail-round-subject = TZAAR: { $tournament }, runda { $round }: grasz z { $opponent }
mail-round-text = Rozpoczęła się runda { $round } turnieju { $tournament }: czeka twoja partia z { $opponent }. Kto nie zacznie na czas, przegrywa. Otwórz ją tutaj:

## Mistrzostwa korespondencyjne: ich lista i formularz na /tournaments oraz jedne mistrzostwa
## (/championships/{id}) z ich sezonami, ligami i grupami.

championships-heading = Mistrzostwa korespondencyjne
championships-none = Nie ma jeszcze żadnych mistrzostw.
championship-col-name = Mistrzostwa
championship-col-season = Sezon
championship-col-entrants = Zgłoszeni
championship-not-begun = Jeszcze się nie zaczęły
championships-create-heading = Utwórz mistrzostwa
championships-admins-only = Tylko administratorzy strony mogą tworzyć mistrzostwa.
championship-group-size = Graczy w grupie
championship-promote = Awansujących z każdej grupy
championship-growth = Grup w lidze, razy liga wyżej
championship-first-season = Początek pierwszego sezonu (opcjonalnie)
championship-gap = Dni między sezonami (opcjonalnie)
championship-name-missing = Nadaj mistrzostwom nazwę.
championship-create = Utwórz mistrzostwa
championship-title = TZAAR – mistrzostwa
championship-all = Wszystkie turnieje i mistrzostwa
championship-missing = Nie można pokazać tych mistrzostw
championship-group-size-is = Grupy najwyżej { $size } graczy
championship-moves-is = Z każdej grupy { $promote } w górę, { $relegate } w dół
championship-growth-is = Każda liga ma { $growth } razy więcej grup niż liga wyżej
championship-first-at = Pierwszy sezon zaczyna się { $date }
championship-by-hand = Sezon zaczyna się, gdy otworzy go twórca
championship-gap-is =
    { $days ->
        [one] Następny sezon zaczyna się { $days } dzień po ostatniej partii poprzedniego
       *[other] Następny sezon zaczyna się { $days } dni po ostatniej partii poprzedniego
    }
championship-season-is = Sezon { $season }
championship-entrants-heading = Zgłoszeni na następny sezon
championship-no-entrants = Nikt się jeszcze nie zgłosił.
championship-you-entered = Jesteś zgłoszony na następny sezon.
championship-sign-in = Zaloguj się, aby zgłosić się do mistrzostw.
championship-enter = Zgłoś się
championship-leave = Wypisz się
championship-leave-confirm = Wypisać się z mistrzostw? Nie zagrasz w kolejnym sezonie; trwający sezon zostanie dograny.
championship-open-season = Otwórz następny sezon
championship-seasons = Sezony
championship-no-seasons = Żaden sezon jeszcze się nie zaczął.
championship-division = Liga { $division }
championship-group = Grupa { $group }
championship-col-next = Następny sezon
championship-next-up = Awansuje o ligę
championship-next-down = Spada o ligę
championship-next-same = Zostaje w tej lidze
championship-next-left = Opuścił mistrzostwa
championship-left-mark = odszedł
error-already-bot = To konto jest już botem.
error-has-games = Botem może zostać tylko konto, które nie rozegrało żadnej partii.
error-not-a-bot = Strumień ma tylko konto bota: najpierw zamień konto w bota.
error-bot-busy = Ten bot gra już tyle partii naraz, ile wolno botowi: spróbuj później.
error-bot-offline = Program tego bota nie jest teraz połączony: spróbuj później.
error-bot-open-seek = Bot może wyzywać graczy bezpośrednio, ale nie może wystawiać otwartych wyzwań.
