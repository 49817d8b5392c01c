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
engine-badge = motore
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
graph-label = La valutazione del motore dopo ogni turno (in alto è buono per il Bianco)
graph-white-better = Meglio il Bianco
graph-black-better = Meglio il Nero
graph-turn = Dopo il turno { $turn }: { $outlook }
graph-title = La valutazione dopo ogni turno, dal punto di vista del Bianco (in alto è buono per il Bianco). Fai clic per andare a un turno.
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
