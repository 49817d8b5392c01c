# Le parole dell'app in italiano (le chiavi come in en.ftl).
# `$side` e `$colour` sono sempre `white` o `black`.

## L'intestazione di ogni pagina

nav-games = Partite
nav-players = Giocatori
nav-rules = Regole
language-label = Lingua
sign-in = Accedi
sign-up = Registrati
change-password = Cambia password
log-out = Esci

## Accesso e password

sign-name = Nome
sign-password = Password
cancel = Annulla
password-now = Password attuale
password-new = Nuova password
password-note = I tuoi altri dispositivi verranno disconnessi.
password-submit = Cambiala
sign-up-hint = Un nome di 2-20 lettere, cifre, _ o -, e una password di almeno 8 caratteri.
name-rule = Un nome ha da 2 a 20 lettere (da A a Z, da a a z), cifre, _ o -.
password-rule = Una password ha da 8 a 200 caratteri.
welcome = Benvenuto, { $name }.
signed-in-as = Accesso eseguito come { $name }.
password-changed = La tua password è stata cambiata.
logged-out = Disconnesso.

## Il server

server-unreachable = Il server non è raggiungibile. Controlla la connessione e riprova.
server-answered = Il server ha risposto { $status } { $reason }.

## Parole usate in più punti

colour-white = Bianco
colour-black = Nero
setup-standard = Standard
setup-random = Casuale
setup-tournament = Torneo
mode-engine = Motore
mode-hotseat = Sullo stesso schermo
mode-online = Online
mode-review = Studio
days-per-turn =
    { $days ->
        [one] { $days } giorno per turno
       *[other] { $days } giorni per turno
    }
game-rated = valida per la classifica
game-casual = amichevole
status-aborted = annullata
status-playing = in corso
status-over = finita
bot-mark = BOT
no-games = Ancora nessuna partita.
back-to-games = Torna alle partite
accept = Accetta
page-of = Pagina { $page } di { $pages }

## Home: presentazione e gioco con persone

intro = TZAAR è un gioco da tavolo per due: cattura e impila i pezzi finché al tuo avversario non manca uno dei tre tipi.
intro-rules = Leggi le regole.
people-heading = Gioca con persone
col-player = Giocatore
col-time = Tempo
col-start = Inizio
col-game = Partita
col-colour = Colore
seeks-empty = Nessuna sfida aperta. Pubblicane una, e qui la vedranno tutti.
my-games-heading = Le tue partite
seek-sign-in = Accedi per pubblicare o accettare sfide.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Il tuo colore
colour-random = Casuale
seek-rated = Valida per la classifica
seek-opponent = Avversario
seek-anyone = Chiunque
seek-opponent-hint = Vuoto: chiunque può accettare. Un nome: solo quel giocatore. Da Level-1 a Level-10: il motore, subito.
seek-submit = Pubblica la sfida
online-heading = Online
seek-no-clock = Senza orologio
seek-plays-white = Gioca col Bianco
seek-plays-black = Gioca col Nero
seek-random-colours = Colori casuali
seek-accept-sign-in = Accedi per accettare una sfida.
challenge-sent = Sfida inviata a { $name }.
challenge-listed = La tua sfida è nella lista.
my-game-your-turn = Tocca a te contro { $opponent }
my-game-waiting = In attesa di { $opponent }
my-game-deadline = Scadenza { $date }
lobby-reconnecting = Riconnessione…

## Home: nuova partita, importazione, archivio

new-game-heading = Nuova partita
opponent = Avversario
start = Inizio
seed = Seme
seed-placeholder = Qualsiasi (facoltativo)
seed-invalid = Il seme è un numero intero da 0 a { $max }.
level = Livello
level-weakest = { $level } (il più debole)
level-strongest = { $level } (il più forte)
your-name = Il tuo nome
optional = Facoltativo
clock = Orologio
clock-none = Nessuno
clock-correspondence =
    Per corrispondenza: { $days ->
        [one] { $days } giorno per turno
       *[other] { $days } giorni per turno
    }
start-game = Inizia la partita
import-heading = Importa una partita
import-note = Una notazione nel formato di questo progetto o di LittleGolem si apre per lo studio.
import-example = Usa l'esempio
import = Importa
import-empty = Prima incolla una notazione o scegli un file.
games-heading = Partite
col-players = Giocatori
col-mode = Modalità
col-turns = Turni
col-result = Risultato
col-updated = Aggiornata
page-newer = ‹ Più recenti
page-older = Meno recenti ›
archive-page =
    Pagina { $page } di { $pages } ({ $total ->
        [one] { $total } partita
       *[other] { $total } partite
    })
result-reason-tzaar-captured = ultimo Tzaar catturato
result-reason-tzarra-captured = ultima Tzarra catturata
result-reason-tott-captured = ultimo Tott catturato
result-reason-tzaar-buried = ultimo Tzaar coperto
result-reason-tzarra-buried = ultima Tzarra coperta
result-reason-tott-buried = ultimo Tott coperto
result-reason-no-capture = nessuna cattura
result-reason-resignation = abbandono
result-reason-time = tempo
result-reason-abandoned = partita lasciata

## Pagine che non esistono

missing-game = Questa partita non esiste
game-unavailable = La partita non può essere mostrata
no-page-title = TZAAR – pagina inesistente
no-page = Qui non c'è nessuna pagina
no-page-text = L'indirizzo potrebbe essere scritto male, oppure la pagina è stata spostata. L'indirizzo di una partita è come /game/aZ3kP9qLm2Xw.

## Pagina di un giocatore e classifica

rating = Punteggio
player-record =
    { $games ->
        [one] { $games } partita valida
       *[other] { $games } partite valide
    } · { $wins ->
        [one] { $wins } vinta
       *[other] { $wins } vinte
    } · { $losses ->
        [one] { $losses } persa
       *[other] { $losses } perse
    }
rating-history = Storia del punteggio
recent-games = Partite recenti
all-players = Tutti i giocatori
no-rated-games = Ancora nessuna partita valida per la classifica.
rating-graph-label = Punteggio dopo ogni partita valida
white-won = Ha vinto il Bianco
black-won = Ha vinto il Nero
no-such-player = Non c'è nessun giocatore di nome «{ $name }».
col-rating = Punteggio
col-games = Partite
col-won = Vinte
col-lost = Perse
leaders-higher = ‹ Più in alto
leaders-lower = Più in basso ›

## Pagina di una partita: tavoliere, pulsanti e pannelli

board-label = Tavoliere di TZAAR
eval-title = La valutazione del motore: la parte della barra che spetta al Bianco
review-start = Inizio
review-start-title = Inizio (Home)
review-back = Un'azione indietro
review-back-title = Un'azione indietro (←)
review-forward = Un'azione avanti
review-forward-title = Un'azione avanti (→)
review-now = Adesso
review-now-title = Adesso (Fine)
pass = Passa
undo = Annulla la mossa
hint = Suggerimento
takeback = Ripresa
takeback-offered = Ripresa proposta
rematch = Rivincita
rematch-offered = Rivincita proposta
resign = Abbandona
abort = Annulla la partita
abort-title = Termina la partita senza risultato (prima della prima azione del Nero)
claim = Reclama la vittoria
claim-title = Il tempo del tuo avversario è scaduto o se n'è andato: vinci la partita
flip = Gira
flip-title = Gira il tavoliere
decline = Rifiuta
withdraw = Ritira
rematch-go = Vai alla rivincita
type-action = Scrivi un'azione:
play = Gioca
moves-heading = Mosse
analysis-heading = Analisi
fair-play-note = La visione del motore su questa partita (grafico della valutazione, migliore continuazione e suggerimenti) si apre a partita finita: mentre giocano due persone, il motore non aiuta nessuno.
scores-show = Mostra il grafico della valutazione
scores-update = Aggiorna il grafico della valutazione
scores-busy = Il motore sta valutando la partita…
best-line = Migliore continuazione qui
export-record = Esporta la notazione
share-heading = Condividi
invite-label = Invita un giocatore (il suo posto):
invite-label-side = Invita un giocatore (gioca col { $side ->
        [white] Bianco
       *[black] Nero
    }; il primo che apre il link prende il posto):
seat-label = Il link del tuo posto: aprilo su un altro dispositivo, e tienilo per te.
copy = Copia
watch-label = Guarda (sola lettura):
chat-heading = Chat
chat-placeholder = Scrivi qualcosa al tuo avversario
chat-label = Messaggio di chat
send = Invia
play-it = Giocala

## Pagina di una partita: cosa succede

game-title = TZAAR – partita { $id }
game-title-your-turn = (Tocca a te) TZAAR – partita { $id }
link-copied = Link copiato.
link-copy-by-hand = Seleziona il link e copialo (Ctrl+C).
you-play =
    Giochi col { $side ->
        [white] Bianco
       *[black] Nero
    }.
seat-taken = Posto già preso, quindi guardi: qualcun altro ha aperto questo invito per primo.
invite-refused = Questo invito non apre un posto ({ $reason }), quindi guardi.
live-on = Aggiornamenti in diretta attivi.
connection-lost = Connessione persa, nuovo tentativo tra { $seconds } s…
token-no-seat = Questo link non dà un posto in questa partita; stai guardando.
no-legal-action = { $stack }. Ora non ha azioni consentite.
typed-not-legal = { $action } non è un'azione consentita qui.
typed-nothing = Prima scrivi un'azione.
loses-at-once = { $action } perde subito la partita: non ti resterebbe nessun pezzo visibile di un tipo. Giocarla comunque?
hint-text = Suggerimento: { $turn }. { $outlook }.
resign-confirm = Abbandonare la partita per { $name }?
abort-confirm = Annullare la partita? Finisce senza risultato.
claim-in = { $name } se n'è andato: potrai reclamare la vittoria tra { $seconds } s.
claim-now = { $name } se n'è andato: puoi reclamare la vittoria adesso.
you-suffix = { $name } (tu)
connected = Connesso
not-connected = Non connesso
thinking = Sta pensando
counts-title = Pile con ciascun tipo in cima
count-tzaar =
    { $count ->
        [one] { $count } Tzaar in cima a una pila
       *[other] { $count } Tzaar in cima alle pile
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra in cima a una pila
       *[other] { $count } Tzarra in cima alle pile
    }
count-tott =
    { $count ->
        [one] { $count } Tott in cima a una pila
       *[other] { $count } Tott in cima alle pile
    }
game-over = Partita finita
game-over-after =
    Dopo { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
game-aborted = Partita annullata
game-aborted-sub = Finita prima che entrambi i lati agissero, senza risultato.
game-aborted-line = La partita è stata annullata: non ha risultato.
turn-place = Turno { $turn } · { $side ->
        [white] Bianco
       *[black] Nero
    }: metti un pezzo su una casella vuota
turn-open = Turno { $turn } · { $side ->
        [white] Bianco
       *[black] Nero
    }: la cattura d'apertura (una sola azione)
turn-first = Turno { $turn } · { $side ->
        [white] Bianco
       *[black] Nero
    }: prima azione, una cattura
turn-second = Turno { $turn } · { $side ->
        [white] Bianco
       *[black] Nero
    }: seconda azione, una cattura, un impilamento o passare
turn-deadline = Scadenza { $date }
turn-days =
    { $days ->
        [one] { $days } giorno per turno, dalla prima azione del Nero
       *[other] { $days } giorni per turno, dalla prima azione del Nero
    }
imported-for-review = Partita importata, da studiare
side-thinking = { $name } sta pensando
side-to-act = Tocca a { $name }
your-turn = Tocca a te
waiting-for = In attesa di { $name }
reviewing = Studio
in-hand = { $piece } ×{ $count }
watching = Stai guardando: il tavoliere è di sola lettura.
you-win = Hai vinto ({ $score }).
you-lose = Hai perso ({ $score }).
player-wins = { $name } vince ({ $score }).
reason-tzaar-captured = { $loser } non ha più Tzaar: l'ultimo è stato catturato.
reason-tzarra-captured = { $loser } non ha più Tzarra: l'ultima è stata catturata.
reason-tott-captured = { $loser } non ha più Tott: l'ultimo è stato catturato.
reason-tzaar-buried = { $loser } non ha più Tzaar in cima a una pila: l'ultimo è stato coperto.
reason-tzarra-buried = { $loser } non ha più Tzarra in cima a una pila: l'ultima è stata coperta.
reason-tott-buried = { $loser } non ha più Tott in cima a una pila: l'ultimo è stato coperto.
reason-no-capture = { $loser } non ha potuto catturare all'inizio del turno.
reason-resignation = { $loser } ha abbandonato.
reason-time = { $loser } ha finito il tempo.
reason-abandoned = { $loser } ha lasciato la partita, e la vittoria è stata reclamata.

## Proposte e chat

chat-new =
    { $count ->
        [one] Nuovo messaggio da { $author }
       *[other] { $count } nuovi messaggi
    }
offer-asks-takeback = { $name } chiede di riprendere il suo ultimo turno.
offer-asks-rematch = { $name } propone una rivincita.
offer-you-takeback = Hai proposto di riprendere il tuo ultimo turno.
offer-you-rematch = Hai proposto una rivincita.
rematch-agreed = Rivincita concordata.
rematch-declined = La tua proposta di rivincita è stata rifiutata.
takeback-accepted = La tua ripresa è stata accettata.
takeback-ended-game = La tua proposta di ripresa è finita con la partita.
takeback-ended-action = La tua proposta di ripresa è finita: è stata giocata un'azione.
takeback-declined = La tua ripresa è stata rifiutata.

## Pezzi, pile e valutazioni del motore

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $piece } { $colour ->
        [white] bianco
       *[black] nero
    }
cell-empty = { $cell }: vuota
cell-piece = { $cell }: { $piece } { $colour ->
        [white] bianco
       *[black] nero
    }
cell-stack = { $cell }: pila { $colour ->
        [white] bianca
       *[black] nera
    } di { $height }, dal basso in alto { $pieces }
score-has-won = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } ha vinto
score-even = La partita è pari
score-chance = { $words } (probabilità di vittoria del Bianco: { $percent }%)
score-winning = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } sta vincendo
score-better = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } sta meglio
score-slightly-better = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } sta un po' meglio
score-wins-now = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } vince in questo turno
score-wins-in = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } vince in { $turns } turni

## Ripercorrere una partita

review-after = dopo { $action } (turno { $turn }, { $side ->
        [white] bianco
       *[black] nero
    })
review-start-position = la posizione iniziale
no-moves = Ancora nessuna mossa.
review-where =
    { $ply } / { $total ->
        [one] { $total } azione
       *[other] { $total } azioni
    }
graph-label = La probabilità di vittoria del Bianco dopo ogni turno, secondo il motore (in alto è buono per il Bianco)
graph-white-better = Meglio il Bianco
graph-black-better = Meglio il Nero
graph-turn = Dopo il turno { $turn }: { $outlook }
graph-title = La probabilità di vittoria del Bianco dopo ogni turno, dalla valutazione del motore (in alto è buono per il Bianco). Fai clic per andare a un turno.
analysis-thinking = Sto pensando…
analysis-line = Tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }. { $outlook } (profondità { $depth }). Migliore continuazione: { $line }
analysis-over = { $outlook } (nessuna azione: qui la partita è finita).

## Le regole

rules-title = TZAAR – regole
rules-heading = Come si gioca a TZAAR
rules-intro = Due giocatori, Bianco e Nero, hanno 30 pezzi ciascuno, di tre tipi. Vinci togliendo al tuo avversario uno dei suoi tipi, o lasciandolo senza catture da fare.
rules-pieces-heading = I pezzi
rules-pieces-text = Ogni lato comincia con 6 Tzaar (un anello con un punto), 9 Tzarra (un anello) e 15 Tott (lisci). Durante la partita i pezzi vengono impilati. Una pila appartiene al giocatore del suo colore, conta come il tipo del pezzo in cima, e la sua altezza è il numero scritto sopra.
rules-pieces-hover = Per vedere di cosa è fatta una pila, dal basso in alto, puntala (o toccala e tieni premuto).
rules-legend-stack = Pila bianca di 3
rules-board-heading = Il tavoliere
rules-board-caption = L'inizio standard. Le 60 caselle sono i punti dove le linee si incontrano; niente attraversa il buco al centro.
rules-board-names = Le colonne hanno le lettere da A a I da sinistra a destra, e ogni colonna conta le sue caselle dal basso a partire da 1: ogni casella ha un nome come D4. Il buco sarebbe E5, per questo E5 non esiste.
rules-moving-heading = Muovere
rules-moving-text = Una pila si muove in linea retta, in una delle sei direzioni, su quante caselle vuote vuole, e si ferma sulla prima pila che incontra. Non salta mai una pila e non attraversa mai il centro. Cosa succede dopo dipende da chi possiede la pila raggiunta:
rules-capture-term = Catturare:
rules-capture-text = una pila avversaria non più alta di quella che si muove viene tolta dal tavoliere, e la pila che si muove prende la sua casella.
rules-stack-term = Impilare:
rules-stack-text = la pila che si muove sale su una delle tue pile, che diventa più alta e più forte; i pezzi sotto smettono di contare.
rules-capture-caption = La Tzarra bianca in C4 guarda lungo le sue sei linee. Gli anelli rossi (×) segnano le pile avversarie che può catturare. La pila nera di 2 in C3 è troppo alta per lei, e i Tott bianchi in A2 e D4 chiudono quelle linee.
rules-turn-heading = Un turno
rules-turn-first = Prima devi catturare.
rules-turn-second = Poi fai una seconda azione: catturi di nuovo, impili o passi.
rules-turn-opening = Siccome il Bianco muove per primo, il suo primissimo turno è una sola cattura.
rules-stack-caption = Il Bianco ha catturato C4xC6 (la freccia). Per la seconda azione la pila in C6 può catturare di nuovo (rosso, ×) o salire su una pila bianca (verde tratteggiato, +). Qualsiasi altra pila bianca può agire al suo posto, oppure il Bianco può passare.
rules-winning-heading = Vincere
rules-winning-text = Vinci quando il tuo avversario:
rules-win-kinds = non ha più una pila con un Tzaar, una Tzarra o un Tott in cima, che l'ultimo sia stato catturato o coperto dai suoi stessi impilamenti, oppure
rules-win-capture = non può fare la cattura con cui deve cominciare il suo turno.
rules-winning-tension = Le pile alte sono sicure e forti, ma ogni impilamento copre dei pezzi, e un tipo che scarseggia è un punto debole che l'avversario attaccherà. Il gioco ti avvisa prima di una mossa che perderebbe subito.
rules-starts-heading = Tre modi di cominciare
rules-start-standard = la disposizione fissa della prima immagine.
rules-start-random = tutti i 60 pezzi vengono sparsi a caso sul tavoliere; lo stesso seme dà la stessa disposizione.
rules-start-tournament = il tavoliere comincia vuoto, e i giocatori mettono a turno un pezzo ciascuno, prima il Bianco, finché tutti i pezzi sono sul tavoliere: scegli un tipo, poi fai clic su una casella vuota. Poi la partita prosegue come al solito.
rules-notation-heading = Notazione
rules-notation-text = Una cattura si scrive D4xC3, un impilamento A4+B4, un passaggio pass e un piazzamento Z@E1 (Z per un Tzaar, R per una Tzarra, T per un Tott). Un turno elenca le sue azioni una dopo l'altra, per esempio F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – il tuo account via e-mail
forgot-link = Password dimenticata?
forgot-heading = Password dimenticata?
forgot-email = L’indirizzo e-mail del tuo account
forgot-submit = Inviami un link
forgot-sent = Se questo è l’indirizzo confermato di un account, è in arrivo un’e-mail con un link per scegliere una nuova password. Il link vale un’ora.
reset-heading = Scegli una nuova password
reset-password = Nuova password (almeno 8 caratteri)
reset-again = Di nuovo la stessa
reset-submit = Salva
reset-mismatch = Le due password sono diverse.
reset-done = La tua password è cambiata e tutti i dispositivi sono stati disconnessi. Accedi con quella nuova.
verify-wait = Conferma del tuo indirizzo…
verify-done = Il tuo indirizzo e-mail è confermato.
mail-no-token = Questo link è incompleto: apri il link intero dall’e-mail.

mail-off-note = Questo sito non invia e-mail, quindi qui una password non si può reimpostare via e-mail. Chiedi a chi gestisce il sito.
unsubscribe-wait = Disattivazione di queste e-mail…
unsubscribe-done = Fatto: non riceverai più e-mail di questo tipo.
unsubscribe-settings = Scegli quali e-mail ricevere nelle tue impostazioni.

sign-email = E-mail (facoltativa: per una password dimenticata e gli avvisi quando tocca a te)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Ciao { $name },
mail-verify-subject = TZAAR: conferma il tuo indirizzo e-mail
mail-verify-text = Questo indirizzo è stato indicato per l’account TZAAR “{ $name }”. Per confermarlo, apri questo link entro { $hours } ore:
mail-verify-ignore = Se non l’hai chiesto tu, ignora questa e-mail: l’indirizzo resta non confermato.
mail-reset-subject = TZAAR: scegli una nuova password
mail-reset-text = È stata chiesta una nuova password per l’account TZAAR “{ $name }”. Per sceglierla, apri questo link entro { $hours ->
    [one] un’ora
   *[other] { $hours } ore
 }; funziona una sola volta:
mail-reset-ignore = Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta com’è.
mail-turn-subject = TZAAR: tocca a te contro { $opponent }
mail-turn-text = { $opponent } ha giocato: tocca a te nella tua partita per corrispondenza. Aprila qui:
mail-deadline-subject = TZAAR: resta un giorno contro { $opponent }
mail-deadline-text = Il tuo turno contro { $opponent } va giocato entro { $deadline } (UTC), altrimenti la partita è persa per tempo. Aprila qui:
mail-challenge-subject = TZAAR: { $from } ti sfida
mail-challenge-text = { $from } ti ha sfidato a una partita di TZAAR. Accetta o rifiuta la sfida nella sala:
mail-result-subject = TZAAR: la tua partita contro { $opponent } è finita
mail-result-won = Hai vinto la tua partita contro { $opponent }.
mail-result-lost = Hai perso la tua partita contro { $opponent }.
mail-result-none = La tua partita contro { $opponent } è finita senza un vincitore.
mail-result-link = Guarda la partita qui:
mail-unsubscribe = Per non ricevere più e-mail come questa, apri:
mail-unsubscribe-all = Per non ricevere più nessun avviso via e-mail, apri:
mail-settings = Per scegliere quali e-mail ricevi, apri le tue impostazioni:

## The API's error messages

record-error-at = Riga { $line }, colonna { $column }: { $message }
error-account-closed = Questo account è chiuso.
error-after-result = Dopo il risultato c'è ancora qualcosa, dove la notazione dovrebbe finire.
error-bad-action = Un'azione non si può leggere: una cattura si scrive D4xC3, un impilamento A4+B4, un passaggio pass e un piazzamento Z@E1.
error-bad-chat = Un messaggio della chat è una riga di testo, né vuota né troppo lunga, senza caratteri di controllo.
error-bad-clock = Questo controllo del tempo non è possibile per questa partita.
error-bad-color = Il colore deve essere white, black o random.
error-bad-days = Questi giorni per turno non sono possibili per questa partita.
error-bad-email = Questo non è un indirizzo e-mail.
error-bad-invite = Invia il codice d'invito del link.
error-bad-json = Il corpo non è il JSON che questa richiesta si aspetta.
error-bad-level = Il livello del motore deve essere un numero intero da 1 a 10.
error-bad-mode = La modalità deve essere engine, hotseat o online.
error-bad-name = Questo nome non si può usare qui.
error-bad-password = Una password ha da 8 a 200 caratteri.
error-bad-path = L'indirizzo di questa richiesta non si può leggere.
error-bad-ply = La partita non ha questo punto: conta al massimo le azioni giocate.
error-bad-query = Un valore nella query dell'indirizzo non si può leggere.
error-missing-position = Indica una posizione: standard, tournament, random con un seme, o una stringa di posizione.
error-bad-reason = Spiega il motivo in un testo breve.
error-bad-record = La notazione non si può leggere.
error-bad-report = Una riga della chat si segnala insieme alla sua partita.
error-bad-request = La richiesta è malformata.
error-bad-seed = Il seme deve essere un numero intero, da 0 in su.
error-bad-settings = Un'impostazione ha un valore che il sito non conosce: una lingua deve essere una di quelle del sito.
error-bad-setup = La disposizione deve essere standard, random o tournament.
error-bad-tag = Un tag è malformato: scrivilo come [Nome "valore"].
error-bad-tag-value = Un tag ha un valore non consentito.
error-bad-token = Questo link non è conosciuto.
error-bad-turn = Il turno non si può leggere: scrivi una o due azioni, separate da uno spazio.
error-blocked =
    { $status ->
        [409] La pila su { $blocker } sta tra { $from } e { $to }.
       *[other] Questo giocatore non accetta da te né sfide, né messaggi, né proposte.
    }
error-body-timeout = Il corpo della richiesta non è arrivato in tempo.
error-busy = Il server è occupato: riprova tra un momento.
error-cannot-abort = Una partita si può annullare solo prima della prima azione del Nero.
error-cell-occupied = La casella { $cell } non è vuota.
error-chat-too-fast =
    Stai inviando messaggi troppo in fretta: aspetta { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-cross-origin = Questa richiesta viene dalla pagina di un altro sito, quindi è rifiutata.
error-crosses-centre = La linea da { $from } a { $to } attraversa il centro, che niente può attraversare.
error-duplicate-tag = Un tag compare due volte.
error-empty-record = Il corpo è vuoto: invia il testo di una notazione.
error-empty-target = La casella { $cell } è vuota: una pila si muove sempre e solo su un'altra pila.
error-empty-turn = Un turno non ha azioni.
error-engine-thinking = Il motore sta pensando: aspetta che il suo turno finisca.
error-extra-action = Un turno ha un'azione di troppo.
error-fair-play = L'analisi, le valutazioni e i suggerimenti del motore per una partita tra due persone si danno solo quando è finita.
error-game-aborted = La partita è stata annullata: in essa non può succedere più niente.
error-game-changed = La partita è cambiata nel frattempo: guardala di nuovo.
error-game-decided = La partita è finita.
error-game-not-over = Una rivincita si gioca solo dopo una partita finita.
error-game-over = La partita è finita.
error-hint-not-allowed = I suggerimenti si danno solo nelle partite contro il motore e sullo stesso schermo.
error-illegal = Un'azione non è consentita nella posizione in cui è giocata.
error-internal = Qualcosa è andato storto sul server. Riprova più tardi.
error-invalid-position = La stringa di posizione descrive una posizione che nessuna partita può raggiungere.
error-invite-used = Questo posto è già preso: il link ora serve solo a guardare la partita.
error-late-tag = Un tag viene dopo i turni: tutti i tag vengono prima.
error-mail-off = Questo server non invia e-mail.
error-method-not-allowed = Questo indirizzo non accetta questo metodo.
error-mid-turn =
    { $color ->
        [white] Il Bianco
       *[black] Il Nero
    } è a metà di un turno: fai prima la seconda azione.
error-missing-result = Dopo i turni manca il risultato: 1-0, 0-1 o *.
error-missing-second = Il turno richiede una seconda azione: una cattura, un impilamento o passare.
error-missing-tag = Manca un tag di cui la notazione ha bisogno.
error-missing-token = Per questo serve il token di un posto in questa partita.
error-must-capture =
    { $phase ->
        [opening] La mossa d'apertura deve essere una cattura.
       *[turn] La prima azione di un turno deve essere una cattura.
    }
error-name-taken = Questo nome è già preso.
error-no-offer = In questa partita non c'è una proposta del genere.
error-no-stack = Non c'è nessuna pila su { $cell }.
error-none-left =
    { $color ->
        [white] Il Bianco
       *[black] Il Nero
    } non ha più { $kind ->
        [tzaar] Tzaar
        [tzarra] Tzarra
       *[tott] Tott
    } da mettere.
error-not-a-player = Solo uno dei due giocatori di questa partita può farlo.
error-not-admin = Solo gli amministratori del sito possono farlo.
error-not-found = A questo indirizzo non c'è niente.
error-not-logged-in = Per farlo devi aver effettuato l'accesso.
error-not-on-a-line = { $to } non è su una linea retta da { $from }.
error-not-online = Questo vale solo per le partite online.
error-not-placement-phase = Il piazzamento è finito: tutti i 60 pezzi sono sul tavoliere.
error-not-utf8 = Il testo non è UTF-8 valido.
error-not-websocket = Questo indirizzo è un WebSocket: aprilo come tale.
error-not-your-challenge = Questa sfida è destinata a un altro giocatore.
error-not-your-seat = Questo posto appartiene a un altro account: accedi come il suo giocatore.
error-not-your-seek = Solo il giocatore che ha pubblicato una sfida può ritirarla.
error-not-your-turn = Non è il tuo turno.
error-not-yours = La pila su { $cell } non è tua.
error-nothing-to-claim = Ora non c'è nessuna vittoria da reclamare.
error-nothing-to-take-back = Non c'è nessun turno da riprendere.
error-nothing-to-undo = Non c'è nessuna tua azione da riprendere.
error-offer-pending = Hai già fatto questa proposta: aspetta la risposta.
error-opponent-target = Su { $cell } c'è una pila del tuo avversario: per catturarla, scrivi { $action }.
error-own-block = Non puoi bloccare te stesso.
error-own-report = Non puoi segnalare te stesso.
error-own-seek = Questa sfida è tua: nessuno può giocare contro se stesso.
error-own-target = Su { $cell } c'è una tua pila: per impilarti sopra, scrivi { $action }.
error-placement-phase = I pezzi si stanno ancora mettendo: metti un pezzo, per esempio Z@E1.
error-position-string = La stringa di posizione non si può leggere.
error-rated-game = Questo non è consentito in una partita valida per la classifica.
error-rematch-not-allowed = Questa partita non è cominciata da una disposizione, quindi non ha rivincita.
error-result-mismatch = Il risultato dopo i turni non concorda con il tag Result.
error-same-cell = Una pila non può muoversi sulla propria casella.
error-seek-closed = Questa sfida è già chiusa.
error-seek-taken = Questa sfida è già stata accettata.
error-single-action =
    { $phase ->
        [placement] Un piazzamento è un turno intero: non ha una seconda azione.
        [opening] L'apertura è una sola cattura: non ha una seconda azione.
       *[turn] La partita comincia con una seconda azione, che da sola è un turno intero.
    }
error-storage = L'archivio delle partite non ha funzionato, e niente è stato cambiato. Riprova più tardi.
error-stray-brace = Una parentesi graffa chiusa { "}" } sta fuori da un commento.
error-token-expired = Questo link è scaduto: chiedine uno nuovo.
error-token-used = Questo link è già stato usato.
error-too-large = Il corpo della richiesta è troppo grande: si accettano al massimo 64 KiB.
error-too-many-attempts =
    Troppi tentativi falliti: riprova tra { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-too-many-games =
    Troppe partite nuove da qui di recente: riprova tra { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-too-many-imports =
    Troppe importazioni da qui di recente: riprova tra { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-too-many-mails =
    Di recente sono state chieste troppe e-mail: riprova tra { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-too-many-seeks = Hai troppe sfide aperte: ritirane prima una.
error-too-many-signups =
    Di recente sono stati creati troppi account da questo indirizzo: riprova tra { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }.
error-too-tall = La pila su { $to } (altezza { $target }) è più alta della pila su { $from } (altezza { $mover }).
error-turn-after-end = Un turno viene dopo la fine della partita.
error-turn-number = Il numero del turno successivo manca o è sbagliato.
error-undo-not-allowed = Annullare le mosse è possibile solo nelle partite contro il motore e sullo stesso schermo.
error-unexpected-tag = Un tag non va d'accordo con gli altri tag della notazione.
error-unknown-cell = Il nome di una casella è sconosciuto: le caselle si chiamano per esempio A1, E9 o I5, e E5 non esiste.
error-unknown-chat-line = Questa partita non ha una riga della chat del genere.
error-unknown-game = Non c'è nessuna partita con questo id.
error-unknown-player = Non c'è nessun giocatore con questo nome.
error-unknown-report = Non c'è una segnalazione aperta del genere.
error-unknown-seek = Non c'è nessuna sfida con questo id.
error-unreadable = Un'azione della notazione non si può leggere.
error-unsupported-media-type = Invia il corpo come JSON, con Content-Type: application/json.
error-unterminated-comment = Un commento aperto con { "{" } non viene mai chiuso.
error-upgrade-required = Questo indirizzo è un WebSocket: aprilo come tale.
error-wrong-invite = Questo invito non è uno di quelli di questa partita.
error-wrong-password = Il nome o la password sono sbagliati.
error-wrong-result = Il risultato che dà la notazione non concorda con il modo in cui finisce la partita.
error-wrong-token = Questo token non è un posto di questa partita.

## Avvisi di turno: un suono, il titolo della scheda, le notifiche del browser

notify-me = Avvisami
notify-me-title = Lascia che questo browser mostri una notifica quando tocca a te e questa scheda è in secondo piano
notify-on = Le notifiche sono attive: questo browser ti dirà quando tocca a te.
notify-blocked = Questo browser blocca le notifiche di questo sito: consentile nelle impostazioni del browser.
notice-your-turn = Tocca a te in una partita
notice-game-started = La tua partita contro { $opponent } è iniziata

## Un account eliminato

deleted-player = Giocatore eliminato

## La pagina delle impostazioni

nav-settings = Impostazioni
settings-title = TZAAR – impostazioni
settings-heading = Impostazioni
settings-sign-in = Accedi per vedere e cambiare le tue impostazioni.
settings-saved = Salvato.
settings-language-heading = Lingua
settings-language-label = Il sito e le sue e-mail in
settings-language-browser = La lingua del browser
settings-language-note = Vale subito, su ogni dispositivo su cui accedi.
settings-email-heading = E-mail e avvisi
settings-email-none = Il tuo account non ha un indirizzo e-mail.
settings-email-confirmed = Il tuo indirizzo: { $email } (confermato).
settings-email-unconfirmed = Il tuo indirizzo: { $email } (non ancora confermato: apri il link che gli è stato inviato).
settings-mail-off = Al momento questo server non invia e-mail: il tuo indirizzo viene conservato, ma non gli vengono inviati link né avvisi.
settings-email-label = Nuovo indirizzo
settings-email-save = Salva l'indirizzo
settings-email-remove = Rimuovi il mio indirizzo
settings-email-empty = Scrivi prima un indirizzo.
settings-email-sent = Indirizzo salvato: un link per confermarlo è in arrivo.
settings-email-kept = Indirizzo salvato.
settings-email-removed = Indirizzo rimosso.
settings-notices-heading = Avvisi per e-mail
settings-notices-note = Inviati solo a un indirizzo confermato.
settings-notice-turn = Tocca a me in una partita per corrispondenza
settings-notice-deadline = Una mia scadenza è tra un giorno
settings-notice-challenge = Qualcuno mi sfida per nome
settings-notice-result = Una mia partita è finita
settings-browser-heading = Avvisi in questo browser
settings-browser-on = Questo browser mostra una notifica quando tocca a te e la scheda del sito è in secondo piano.
settings-browser-ask = Questo browser può dirti quando tocca a te mentre la scheda del sito è in secondo piano.
settings-browser-blocked = Questo browser blocca le notifiche di questo sito; consentile nelle impostazioni del browser.
settings-browser-none = Questo browser non può mostrare notifiche.
settings-play-heading = Tavoliere e suono
settings-board-label = Nelle tue partite, il tavoliere mostra in basso:
settings-board-own = il tuo lato (girato quando giochi con il Nero)
settings-board-white = sempre il lato del Bianco
settings-sound = Riprodurre un breve suono quando tocca a me o inizia una mia partita
settings-sound-try = Ascoltalo
settings-data-heading = I tuoi dati
settings-data-text = Scarica tutto ciò che il sito conserva sul tuo account: i suoi numeri, la storia del suo punteggio, i giocatori che blocca e le sue partite come registrazioni.
settings-data-download = Scarica i miei dati
settings-delete-heading = Elimina il mio account
settings-delete-warning = Non si può annullare. Le tue partite in corso finiscono subito (abbandonate, o annullate se non erano ancora iniziate), le tue sfide, il tuo indirizzo e-mail, le impostazioni e la password vengono rimossi, e il tuo nome diventa libero per chiunque. Le tue partite finite restano nell'archivio come «Giocatore eliminato». Scarica prima i tuoi dati se vuoi conservarli.
settings-delete-password = La tua password, per confermare
settings-delete-need-password = Scrivi la tua password per eliminare l'account.
settings-delete-submit = Elimina il mio account
settings-delete-confirm = Eliminare per sempre l'account { $name }? Non si può annullare.
settings-delete-yes = Elimina
settings-deleted = Il tuo account è stato eliminato. Grazie per aver giocato.

## I nomi dei posti quando non ne viene dato nessuno

seat-default-player = Giocatore
seat-default-engine = Motore (livello { $level })

## Il tavoliere di analisi e le lezioni

nav-analysis = Analisi
nav-learn = Impara
open-analysis-board = Tavoliere di analisi
analysis-title = TZAAR – tavoliere di analisi
analysis-board-heading = Tavoliere di analisi
study-engine-heading = Motore
study-engine-on = Motore attivo
study-lines = Continuazioni
study-explorer-heading = Partite giocate da qui
study-moves-heading = Mosse
study-delete = Elimina da qui
study-position-heading = Posizione
study-edit = Modifica la posizione
study-share = Condividi il link
study-standard = Inizio standard
study-tournament = Inizio da torneo
study-load-label = Una stringa di posizione, oppure standard, tournament, o random seguito da un seme
study-load = Apri
study-game-going-on = Questa partita tra persone è ancora in corso: il tavoliere di analisi si aprirà quando sarà finita.
study-back-to-game = Torna alla partita
study-phase-open = Tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }: la cattura d'apertura (una sola azione)
study-phase-first = Tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }: prima azione, una cattura
study-phase-second = Tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }: seconda azione, una cattura, un impilamento o passare
study-phase-place = Tocca { $side ->
        [white] al Bianco
       *[black] al Nero
    }: metti un pezzo su una casella vuota
study-no-moves = Ancora nessuna mossa: sul tavoliere puoi giocare per entrambi i lati.
study-engine-off = Il motore è spento.
study-engine-over = In questa posizione la partita è finita.
study-depth = Profondità { $depth }
study-play-line = Gioca questo turno
study-link-copied = Link copiato.
editor-heading = Editor di posizione
editor-help = Scegli un pezzo, poi fai clic su una casella per metterlo in cima alla pila che vi si trova (una pila dell'altro colore viene sostituita); la gomma toglie il pezzo in cima.
editor-palette = Pezzi
editor-side = Di turno
editor-white = Bianco
editor-black = Nero
editor-phase = Fase
editor-phase-first = Prima azione (una cattura)
editor-phase-second = Seconda azione
editor-phase-open = La cattura d'apertura
editor-clear = Tavoliere vuoto
editor-standard = Inizio standard
editor-done = Fatto
editor-cancel = Annulla
editor-remove = Gomma
editor-status = Modifica: fai clic sulle caselle per cambiare il tavoliere, poi scegli Fatto.
learn-title = TZAAR – impara
learn-heading = Impara a giocare a TZAAR
learn-intro = Brevi lezioni su un tavoliere: ogni esercizio viene controllato mentre lo giochi.
learn-lessons = Lezioni
learn-reset = Ricomincia da capo
learn-show = Mostramelo
learn-retry = Riprova
learn-next = Esercizio successivo
learn-next-lesson = Lezione successiva
learn-finished-label = { $lesson } (completata)
learn-progress = Lezioni completate: { $done } su { $total }
learn-step = Esercizio { $step } di { $steps }
learn-go-on = Bene: il turno ha ancora un'azione.
learn-right = Giusto!
learn-lesson-done = Giusto! Lezione completata.
learn-wrong = Non è questa: il tavoliere torna indietro, riprova.
lesson-capture-title = Catturare
lesson-capture-intro = Una pila si muove in linea retta, su quante caselle vuote vuole, fino alla prima pila che incontra, senza mai attraversare il centro. Cattura quella pila se appartiene all'avversario e non è più alta di lei: la pila catturata lascia il tavoliere.
lesson-capture-1 = Giochi col Bianco. Cattura il Tott nero in A3 con la tua Tzarra in A1.
lesson-capture-2 = Una pila di due cattura una pila di due o meno. Cattura le due Tzarra del Nero in A3 con la tua pila in A1 (il tuo Tott singolo in C1 non può catturare la pila di tre).
lesson-stack-title = Impilare
lesson-stack-intro = Dopo la cattura, la seconda azione di un turno può essere un impilamento: una delle tue pile si muove, come farebbe per catturare, su un'altra delle tue pile. Il pezzo in cima alla pila che si muove diventa la cima della nuova pila.
lesson-stack-1 = Sposta il tuo Tzaar da A1 sul tuo Tott in A3, così che il tuo Tzaar stia in cima a una pila di due.
lesson-stack-2 = La seconda azione può anche essere passare. Passa per finire il tuo turno.
lesson-forced-title = La cattura obbligatoria
lesson-forced-intro = Ogni turno comincia con una cattura; solo la seconda azione può essere un impilamento o passare. Chi non può catturare all'inizio del suo turno perde.
lesson-forced-1 = Comincia il tuo turno: cattura il Tott nero in A3 con il tuo Tzaar.
lesson-forced-2 = Ora impila: metti la tua Tzarra di C3 sopra il tuo Tott in C1. Impilare il Tott sulla Tzarra coprirebbe la tua unica Tzarra e perderesti.
lesson-lose-title = Tre modi di perdere
lesson-lose-intro = Perdi quando non hai più una pila con un Tzaar, una Tzarra o un Tott in cima, che l'ultimo sia stato catturato o coperto dai tuoi stessi impilamenti, e quando non puoi catturare all'inizio del tuo turno.
lesson-lose-1 = Al Nero resta un solo Tzaar. Catturalo.
lesson-lose-2 = Tutte le pile del Nero sono pezzi singoli. Cattura il Tott in A3, poi impila insieme il tuo Tott singolo e la tua pila di due Tott, così che il Nero non abbia niente da catturare.
lesson-lose-3 = Impila, ma non coprire la tua unica Tzarra: coprire il tuo ultimo pezzo di un tipo fa perdere come se fosse stato catturato.
lesson-opening-title = Il turno d'apertura
lesson-opening-intro = Nell'inizio standard tutti i 60 pezzi sono sul tavoliere. Il primo turno del Bianco è una sola cattura, per compensare il vantaggio di muovere per primo; da lì in poi ogni turno ha due azioni.
lesson-opening-1 = Fai la cattura d'apertura del Bianco: va bene qualsiasi cattura.
lesson-opening-2 = Ora il Nero gioca un turno intero. Prima la cattura: cattura una pila bianca.
lesson-opening-3 = Poi la seconda azione: catturare, impilare o passare.
lesson-placement-title = Il piazzamento da torneo
lesson-placement-intro = Nell'inizio da torneo il tavoliere è vuoto e i giocatori mettono a turno i loro pezzi, uno alla volta, prima il Bianco, finché tutti i 60 sono sul tavoliere; poi il Bianco fa la cattura d'apertura.
lesson-placement-1 = Scegli un Tzaar sotto il tavoliere e mettilo su una casella vuota qualsiasi.
lesson-placement-2 = Ora metti un Tott per il Nero.
lesson-ideas-title = Due idee di base
lesson-ideas-intro = Tieni d'occhio il tuo tipo più scarso: quando di un tipo ti resta un solo pezzo, perderlo significa perdere la partita. Una pila alta è al sicuro da quelle più basse.
lesson-ideas-1 = La tua unica Tzarra in A3 è attaccata dal Tott nero in A5. Rendila più alta: sposta la Tzarra sul tuo Tott in A1.
lesson-ideas-2 = Costruisci una pila di tre con il tuo Tzaar in cima: sposta il tuo Tzaar sulla tua pila di due Tott.
## L'esploratore delle aperture

explorer-caption = Turni giocati da qui nelle partite concluse tra persone
explorer-turn = Turno
explorer-games = Partite
explorer-white-share = Vittorie del Bianco
explorer-total = Tutte le partite
explorer-percent = { $percent }%
explorer-empty = Nessuna partita tra persone ha raggiunto questa posizione
explorer-pick = Gioca { $turn }
explorer-share-title = Il Bianco ha vinto { $wins } su { $games }
explorer-engine = La scelta del motore:
## La pagina dei problemi (/puzzles) e i suoi errori

nav-puzzles = Problemi
puzzles-title = TZAAR – problemi
puzzles-heading = Problemi
puzzles-task = { $colour ->
        [white] Giochi col Bianco.
       *[black] Giochi col Nero.
    }
puzzles-win-in = { $turns ->
        [one] Vinci in { $turns } turno
       *[other] Vinci in { $turns } turni
    }
puzzles-themes = Temi: { $themes }
puzzles-ratings = Punteggio del problema { $rating } · il tuo punteggio nei problemi { $mine }
puzzles-ratings-guest = Punteggio del problema { $rating } · accedi per avere un punteggio nei problemi; come ospite giochi senza punteggio.
puzzles-your-turn = { $turns ->
        [one] Tocca a te: trova la vittoria in { $turns } turno.
       *[other] Tocca a te: trova la vittoria in { $turns } turni.
    }
puzzles-tried = Hai già provato questo problema: risolverlo di nuovo non conta per il punteggio.
puzzles-second = Ora la seconda azione: una cattura, un impilamento o passare.
puzzles-checking = Controllo del tuo turno…
puzzles-right = { $turns ->
        [one] Giusto! La risposta è stata { $reply }. Ora vinci in { $turns } turno.
       *[other] Giusto! La risposta è stata { $reply }. Ora vinci in { $turns } turni.
    }
puzzles-solved = Risolto!
puzzles-solved-rated = Risolto! Il tuo punteggio nei problemi ora è { $rating }.
puzzles-wrong = Questo turno non vince. La soluzione è sulla scacchiera.
puzzles-wrong-rated = Questo turno non vince. La soluzione è sulla scacchiera. Il tuo punteggio nei problemi ora è { $rating }.
puzzles-next = Problema successivo
puzzles-again = Riprova
puzzles-cancel = Ritira la prima azione
puzzles-step = Soluzione: turno { $step } di { $steps }
puzzles-step-start = Soluzione: l'inizio del problema
puzzles-step-back = Indietro di un turno
puzzles-step-forward = Avanti di un turno
puzzles-choose = Scegli il prossimo problema
puzzles-theme = Tema
puzzles-length = Lunghezza
puzzles-any = Qualsiasi
theme-last-tzaar = Ultimo Tzaar
theme-last-tzarra = Ultima Tzarra
theme-last-tott = Ultimo Tott
theme-no-capture = L'avversario non può catturare
theme-stack = Impilamento
theme-double-capture = Due catture
theme-pass = Passare
error-unknown-puzzle = Questo problema non esiste.
error-no-puzzle = Nessun problema ha questo tema e questa lunghezza.
error-puzzle-over = Questo tentativo è finito: ricomincia il problema dall'inizio.
error-attempt-changed = Questo tentativo è andato avanti nel frattempo, forse in un'altra scheda: ricarica il problema.
error-bad-kind = Il tipo di un torneo è arena, swiss o round-robin.
error-bad-random-per = Una nuova disposizione casuale si estrae per abbinamento o per turno, e solo con disposizione casuale.
error-bad-start = L'inizio deve essere una data e un'ora da adesso a un anno.
error-bad-duration = Un'arena dura da 1 a 1440 minuti; gli altri tornei non hanno durata.
error-bad-rounds = Un torneo svizzero ha da 1 a 30 turni; gli altri tornei non li fissano.
error-bad-cycles = Un girone all'italiana si gioca una o due volte (cicli 1 o 2); gli altri tornei non li fissano.
error-bad-max-players = Un torneo accoglie da 2 a 1000 giocatori; un girone all'italiana al massimo 30.
error-bad-rating-range = L'intervallo di punteggio va dal più basso al più alto, ciascuno entro ±10000.
error-bot-not-allowed = Un programma non può entrare in un torneo valido per il punteggio.
error-not-an-arena = Solo nelle arene si fa una pausa; negli altri tornei ci si ritira.
error-not-creator = Solo chi ha creato il torneo può farlo.
error-not-joined = Non sei iscritto a questo torneo.
error-rating-out-of-range = Il tuo punteggio è fuori dall'intervallo di questo torneo.
error-too-few-players = Un torneo ha bisogno di almeno due giocatori per iniziare.
error-too-many-tournaments = Hai troppi tornei in attesa di iniziare: avviane o annullane prima uno.
error-tournament-finished = Il torneo è finito.
error-tournament-full = Il torneo è al completo.
error-tournament-game = Un torneo riabbina da sé i suoi giocatori: niente rivincita.
error-tournament-started = Il torneo è iniziato: non accetta altri giocatori e non può essere avviato né annullato di nuovo.
error-unknown-tournament = Questo torneo non esiste.
error-withdrawn = Ti sei ritirato da questo torneo.

## Tornei: l'elenco (/tournaments), il modulo di uno nuovo, un torneo (/tournaments/{id}), il
## riquadro della lobby, la pagina di un giocatore e la partita di un torneo.

nav-tournaments = Tornei
tournaments-title = TZAAR – tornei
tournaments-heading = Tornei
tournaments-running = In corso
tournaments-open = Aperti alle iscrizioni
tournaments-finished = Conclusi
tournaments-none-running = Nessun torneo è in corso.
tournaments-none-open = Nessun torneo è aperto alle iscrizioni.
tournaments-none-finished = Nessun torneo si è ancora concluso.
tournament-col-name = Torneo
tournament-col-kind = Tipo
tournament-col-when = Quando
tournament-kind-arena = Arena
tournament-kind-swiss = Sistema svizzero
tournament-kind-round-robin = Girone all'italiana
tournament-kind-note-arena = I giocatori ricevono una nuova partita appena finisce la loro, fino allo scadere del tempo. Una vittoria vale 2 punti; chi è in una serie di vittorie (🔥) segna il doppio.
tournament-kind-note-swiss = Ogni turno abbina giocatori con lo stesso punteggio; nessuno incontra due volte lo stesso avversario.
tournament-kind-note-round-robin = Tutti giocano contro tutti.
tournament-status-open = Aperto
tournament-status-running = In corso
tournament-status-finished = Concluso
tournament-starts-at = Inizia il { $date }
tournament-starts-by-hand = Inizia quando il suo creatore lo avvia
tournament-ends-at = Finisce il { $date }
tournament-ended-at = Concluso il { $date }
tournament-round = Turno { $round }
tournament-round-of = Turno { $round } di { $rounds }
tournaments-create-heading = Crea un torneo
tournaments-sign-in = Accedi per creare un torneo.
tournament-kind = Tipo
tournament-name = Nome
tournament-name-missing = Dai un nome al torneo.
tournament-time-clock = Con orologio (tempo reale)
tournament-time-days = Giorni per mossa (per corrispondenza)
tournament-real-time-only = Un'arena si gioca solo in tempo reale.
tournament-minutes = Minuti a testa
tournament-increment = Secondi aggiunti per mossa
tournament-days = Giorni per mossa
tournament-begins = Inizio
tournament-begins-by-hand = Quando lo avvio io
tournament-begins-at = A un'ora stabilita
tournament-begins-when = Data e ora
tournament-begins-missing = Scegli la data e l'ora d'inizio.
tournament-duration = Durata in minuti
tournament-rounds = Turni
tournament-cycles = Gironi
tournament-cycles-one = Tutti giocano contro tutti una volta
tournament-cycles-two = Tutti giocano contro tutti due volte, a colori invertiti
tournament-max-players = Giocatori al massimo
tournament-rating-range = Punteggi ammessi
tournament-rating-min = Da (facoltativo)
tournament-rating-max = A (facoltativo)
tournament-create = Crea il torneo
tournament-title = TZAAR – torneo
tournament-all = Tutti i tornei
tournament-missing = Questo torneo non si può mostrare
tournament-players =
    { $max ->
        [one] { $players } giocatore su { $max }
       *[other] { $players } giocatori su { $max }
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
tournament-rating-between = Punteggi da { $min } a { $max }
tournament-rating-from = Punteggi da { $min }
tournament-rating-to = Punteggi fino a { $max }
tournament-created-by = Creato da { $name }
tournament-championship = Campionato: stagione { $season }, divisione { $division }, gruppo { $group }
tournament-starts-in = Inizia tra { $time }
tournament-ends-in = Finisce tra { $time }
tournament-starting = Sta per iniziare…
tournament-ending = Sta per finire…
tournament-you-joined = Partecipi a questo torneo.
tournament-you-paused = Sei in pausa: non riceverai partite finché non torni.
tournament-you-withdrawn = Ti sei ritirato da questo torneo.
tournament-your-game = La tua partita è iniziata: giocala
tournament-sign-in = Accedi per partecipare ai tornei.
tournament-join = Partecipa
tournament-come-back = Torna
tournament-pause = Pausa
tournament-leave = Esci
tournament-withdraw = Ritirati
tournament-withdraw-confirm = Ritirarti da questo torneo? Non riceverai altre partite; una partita in corso si gioca fino alla fine.
tournament-start = Avvia ora
tournament-cancel = Annulla il torneo
tournament-cancel-confirm = Annullare questo torneo? Sparisce per tutti.
tournament-cancelled = Il torneo è annullato.
tournament-standings = Classifica
tournament-no-players = Nessuno si è ancora iscritto.
tournament-col-rank = #
tournament-col-points = Punti
tournament-col-played = Giocate
tournament-col-byes = Riposi
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: i punti degli avversari battuti
tournament-col-performance = Prestazione
tournament-on-fire = In una serie di vittorie: le vittorie valgono doppio
tournament-paused-mark = in pausa
tournament-withdrawn-mark = ritirato
tournament-games = Partite
tournament-bye = riposo
my-tournaments-heading = I tuoi tornei
player-tournaments = Tornei
game-tournament-link = Torna al torneo { $name }
game-tournament-going-back = Tra un attimo si torna al torneo…
error-unknown-championship = Questo campionato non esiste.
error-season-running = La stagione è ancora in corso: la prossima si apre quando ogni girone è finito.
error-bad-group = Un girone ha da 3 a 20 giocatori, più dei promossi e retrocessi insieme; ogni divisione ha da 1 a 4 volte i gironi di quella sopra.
error-bad-gap = La pausa tra le stagioni è da 0 a 60 giorni.
settings-notice-round = Un turno di torneo per corrispondenza mi abbina
mail-round-subject = TZAAR: { $tournament }, turno { $round }: giochi contro { $opponent }
mail-round-text = Il turno { $round } di { $tournament } è iniziato: la tua partita contro { $opponent } ti aspetta. Chi non inizia in tempo perde. Aprila qui:

## Campionati per corrispondenza: il loro elenco e il modulo su /tournaments, e un campionato
## (/championships/{id}) con le sue stagioni, divisioni e gruppi.

championships-heading = Campionati per corrispondenza
championships-none = Non c'è ancora nessun campionato.
championship-col-name = Campionato
championship-col-season = Stagione
championship-col-entrants = Iscritti
championship-not-begun = Non ancora iniziato
championships-create-heading = Crea un campionato
championships-admins-only = Solo gli amministratori del sito possono creare un campionato.
championship-group-size = Giocatori per gruppo
championship-promote = Promossi da ogni gruppo
championship-growth = Gruppi per divisione, volte la divisione sopra
championship-first-season = Inizio della prima stagione (facoltativo)
championship-gap = Giorni tra le stagioni (facoltativo)
championship-name-missing = Dai un nome al campionato.
championship-create = Crea il campionato
championship-title = TZAAR – campionato
championship-all = Tutti i tornei e i campionati
championship-missing = Questo campionato non si può mostrare
championship-group-size-is = Gruppi di al massimo { $size } giocatori
championship-moves-is = Da ogni gruppo { $promote } salgono, { $relegate } scendono
championship-growth-is = Ogni divisione ha { $growth } volte i gruppi di quella sopra
championship-first-at = La prima stagione inizia il { $date }
championship-by-hand = Una stagione inizia quando il suo creatore la apre
championship-gap-is =
    { $days ->
        [one] La stagione successiva inizia { $days } giorno dopo l'ultima partita della precedente
       *[other] La stagione successiva inizia { $days } giorni dopo l'ultima partita della precedente
    }
championship-season-is = Stagione { $season }
championship-entrants-heading = Iscritti alla prossima stagione
championship-no-entrants = Non si è ancora iscritto nessuno.
championship-you-entered = Sei iscritto alla prossima stagione.
championship-sign-in = Accedi per iscriverti al campionato.
championship-enter = Iscriviti
championship-leave = Esci
championship-leave-confirm = Uscire dal campionato? Non giocherai altre stagioni; una stagione in corso si gioca fino alla fine.
championship-open-season = Apri la prossima stagione
championship-seasons = Stagioni
championship-no-seasons = Nessuna stagione è ancora iniziata.
championship-division = Divisione { $division }
championship-group = Gruppo { $group }
championship-col-next = Prossima stagione
championship-next-up = Sale di una divisione
championship-next-down = Scende di una divisione
championship-next-same = Resta in questa divisione
championship-next-left = Ha lasciato il campionato
championship-left-mark = uscito
error-already-bot = Questo account è già un bot.
error-has-games = Solo un account che non ha giocato nessuna partita può diventare un bot.
error-not-a-bot = Solo un account bot ha un flusso: prima rendi l'account un bot.
error-bot-busy = Questo bot sta già giocando tutte le partite che un bot può giocare insieme: riprova più tardi.
error-bot-offline = Il programma di questo bot non è collegato ora: riprova più tardi.
error-bot-open-seek = Un bot può sfidare i giocatori direttamente, ma non pubblicare sfide aperte.
