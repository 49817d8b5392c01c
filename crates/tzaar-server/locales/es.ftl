# Las palabras de la aplicación en español (las claves como en en.ftl).
# `$side` y `$colour` son siempre `white` o `black`.

## La cabecera de cada página

nav-games = Partidas
nav-players = Jugadores
nav-rules = Reglas
language-label = Idioma
sign-in = Iniciar sesión
sign-up = Crear cuenta
change-password = Cambiar contraseña
log-out = Cerrar sesión

## Inicio de sesión y contraseña

sign-name = Nombre
sign-password = Contraseña
cancel = Cancelar
password-now = Contraseña actual
password-new = Contraseña nueva
password-note = Se cerrará la sesión en tus otros dispositivos.
password-submit = Cambiarla
sign-up-hint = Un nombre de 2 a 20 letras, cifras, _ o -, y una contraseña de 8 caracteres o más.
name-rule = Un nombre tiene de 2 a 20 letras (de la A a la Z, de la a a la z), cifras, _ o -.
password-rule = Una contraseña tiene de 8 a 200 caracteres.
welcome = Te damos la bienvenida, { $name }.
signed-in-as = Sesión iniciada como { $name }.
password-changed = Tu contraseña ha cambiado.
logged-out = Sesión cerrada.

## El servidor

server-unreachable = No se puede contactar con el servidor. Comprueba la conexión y vuelve a intentarlo.
server-answered = El servidor respondió { $status } { $reason }.

## Palabras que aparecen en muchos sitios

colour-white = Blancas
colour-black = Negras
setup-standard = Estándar
setup-random = Aleatoria
setup-tournament = Torneo
mode-engine = Motor
mode-hotseat = En la misma pantalla
mode-online = En línea
mode-review = Estudio
days-per-turn =
    { $days ->
        [one] { $days } día por turno
       *[other] { $days } días por turno
    }
game-rated = puntuable
game-casual = amistosa
status-aborted = anulada
status-playing = en juego
status-over = terminada
bot-mark = BOT
no-games = Todavía no hay partidas.
back-to-games = Volver a las partidas
accept = Aceptar
page-of = Página { $page } de { $pages }

## Inicio: presentación y jugar con personas

intro = TZAAR es un juego de tablero para dos: captura y apila piezas hasta que a tu rival le falte uno de los tres tipos.
intro-rules = Lee las reglas.
people-heading = Jugar con personas
col-player = Jugador
col-time = Tiempo
col-start = Salida
col-game = Partida
col-colour = Color
seeks-empty = No hay desafíos abiertos. Publica uno y todos lo verán aquí.
my-games-heading = Tus partidas
seek-sign-in = Inicia sesión para publicar o aceptar desafíos.
clock-fischer = { $minutes } min + { $seconds } s
your-colour = Tu color
colour-random = Al azar
seek-rated = Puntuable
seek-opponent = Rival
seek-anyone = Cualquiera
seek-opponent-hint = Vacío: cualquiera puede aceptar. Un nombre: solo ese jugador. De Level-1 a Level-10: el motor, al momento.
seek-submit = Publicar el desafío
online-heading = En línea
seek-no-clock = Sin reloj
seek-plays-white = Juega con blancas
seek-plays-black = Juega con negras
seek-random-colours = Colores al azar
seek-accept-sign-in = Inicia sesión para aceptar un desafío.
challenge-sent = Desafío enviado a { $name }.
challenge-listed = Tu desafío está en la lista.
my-game-your-turn = Te toca contra { $opponent }
my-game-waiting = Esperando a { $opponent }
my-game-deadline = Plazo { $date }
lobby-reconnecting = Reconectando…

## Inicio: nueva partida, importar, archivo

new-game-heading = Nueva partida
opponent = Rival
start = Salida
seed = Semilla
seed-placeholder = Cualquiera (opcional)
seed-invalid = La semilla es un número entero de 0 a { $max }.
level = Nivel
level-weakest = { $level } (el más débil)
level-strongest = { $level } (el más fuerte)
your-name = Tu nombre
optional = Opcional
clock = Reloj
clock-none = Ninguno
clock-correspondence =
    Por correspondencia: { $days ->
        [one] { $days } día por turno
       *[other] { $days } días por turno
    }
start-game = Empezar la partida
import-heading = Importar una partida
import-note = Una notación en el formato de este proyecto o de LittleGolem se abre para estudiarla.
import-example = Usar el ejemplo
import = Importar
import-empty = Primero pega una notación o elige un archivo.
games-heading = Partidas
col-players = Jugadores
col-mode = Modo
col-turns = Turnos
col-result = Resultado
col-updated = Actualizada
page-newer = ‹ Más recientes
page-older = Más antiguas ›
archive-page =
    Página { $page } de { $pages } ({ $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    })
result-reason-tzaar-captured = último Tzaar capturado
result-reason-tzarra-captured = última Tzarra capturada
result-reason-tott-captured = último Tott capturado
result-reason-tzaar-buried = último Tzaar tapado
result-reason-tzarra-buried = última Tzarra tapada
result-reason-tott-buried = último Tott tapado
result-reason-no-capture = sin captura
result-reason-resignation = abandono
result-reason-time = tiempo
result-reason-abandoned = partida dejada

## Páginas que no existen

missing-game = Esa partida no existe
game-unavailable = No se puede mostrar la partida
no-page-title = TZAAR – página inexistente
no-page = Aquí no hay ninguna página
no-page-text = Puede que la dirección esté mal escrita o que la página se haya movido. La dirección de una partida es como /game/aZ3kP9qLm2Xw.

## Página de un jugador y clasificación

rating = Puntuación
player-record =
    { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    } · { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    } · { $losses ->
        [one] { $losses } perdida
       *[other] { $losses } perdidas
    }
rating-history = Historial de puntuación
recent-games = Partidas recientes
all-players = Todos los jugadores
no-rated-games = Todavía no hay partidas puntuables.
rating-graph-label = Puntuación tras cada partida puntuable
white-won = Ganaron las blancas
black-won = Ganaron las negras
no-such-player = No hay ningún jugador llamado «{ $name }».
col-rating = Puntuación
col-games = Partidas
col-won = Ganadas
col-lost = Perdidas
leaders-higher = ‹ Más arriba
leaders-lower = Más abajo ›

## Página de una partida: tablero, botones y paneles

board-label = Tablero de TZAAR
eval-title = La evaluación del motor: la parte de la barra que corresponde a las blancas
review-start = Inicio
review-start-title = Inicio (Inicio)
review-back = Una acción atrás
review-back-title = Una acción atrás (←)
review-forward = Una acción adelante
review-forward-title = Una acción adelante (→)
review-now = Ahora
review-now-title = Ahora (Fin)
pass = Pasar
undo = Deshacer
hint = Pista
takeback = Retroceso
takeback-offered = Retroceso propuesto
rematch = Revancha
rematch-offered = Revancha propuesta
resign = Abandonar
abort = Anular
abort-title = Terminar la partida sin resultado (antes de la primera acción de las negras)
claim = Reclamar la victoria
claim-title = Tu rival se quedó sin tiempo o se ha ido: gana la partida
flip = Girar
flip-title = Dar la vuelta al tablero
decline = Rechazar
withdraw = Retirar
rematch-go = Ir a la revancha
type-action = Escribe una acción:
play = Jugar
moves-heading = Jugadas
analysis-heading = Análisis
fair-play-note = La visión del motor sobre esta partida (gráfica de evaluación, mejor línea y pistas) se abre cuando la partida termina: mientras juegan dos personas, el motor no ayuda a nadie.
scores-show = Mostrar la gráfica de evaluación
scores-update = Actualizar la gráfica de evaluación
scores-busy = El motor está evaluando la partida…
best-line = Mejor línea aquí
export-record = Exportar la notación
share-heading = Compartir
invite-label = Invitar a un jugador (su puesto):
invite-label-side = Invitar a un jugador (juega con { $side ->
        [white] blancas
       *[black] negras
    }; quien abra el enlace primero se queda el puesto):
seat-label = El enlace de tu puesto: ábrelo en otro dispositivo y no lo compartas.
copy = Copiar
watch-label = Mirar (solo lectura):
chat-heading = Chat
chat-placeholder = Escribe algo a tu rival
chat-label = Mensaje del chat
send = Enviar
play-it = Jugarla

## Página de una partida: lo que ocurre

game-title = TZAAR – partida { $id }
game-title-your-turn = (Te toca) TZAAR – partida { $id }
link-copied = Enlace copiado.
link-copy-by-hand = Selecciona el enlace y cópialo (Ctrl+C).
you-play =
    Juegas con { $side ->
        [white] blancas
       *[black] negras
    }.
seat-taken = El puesto ya está ocupado, así que miras: otra persona abrió esta invitación antes.
invite-refused = Esta invitación no abre ningún puesto ({ $reason }), así que miras.
live-on = Actualizaciones en directo activas.
connection-lost = Conexión perdida, reintento en { $seconds } s…
token-no-seat = Este enlace no da ningún puesto en esta partida; estás mirando.
no-legal-action = { $stack }. Ahora no tiene ninguna acción permitida.
typed-not-legal = { $action } no es una acción permitida aquí.
typed-nothing = Primero escribe una acción.
loses-at-once = { $action } pierde la partida al instante: te quedarías sin ninguna pieza visible de un tipo. ¿Jugarla de todos modos?
hint-text = Pista: { $turn }. { $outlook }.
resign-confirm = ¿Abandonar la partida por { $name }?
abort-confirm = ¿Anular la partida? Termina sin resultado.
claim-in = { $name } se ha ido: podrás reclamar la victoria dentro de { $seconds } s.
claim-now = { $name } se ha ido: ya puedes reclamar la victoria.
you-suffix = { $name } (tú)
connected = Conectado
not-connected = Sin conexión
thinking = Pensando
counts-title = Pilas con cada tipo encima
count-tzaar =
    { $count ->
        [one] { $count } Tzaar encima de una pila
       *[other] { $count } Tzaars encima de pilas
    }
count-tzarra =
    { $count ->
        [one] { $count } Tzarra encima de una pila
       *[other] { $count } Tzarras encima de pilas
    }
count-tott =
    { $count ->
        [one] { $count } Tott encima de una pila
       *[other] { $count } Totts encima de pilas
    }
game-over = Partida terminada
game-over-after =
    Tras { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }
game-aborted = Partida anulada
game-aborted-sub = Terminó antes de que los dos bandos actuaran, sin resultado.
game-aborted-line = La partida se anuló: no tiene resultado.
turn-place = Turno { $turn } · { $side ->
        [white] Blancas
       *[black] Negras
    }: coloca una pieza en una casilla vacía
turn-open = Turno { $turn } · { $side ->
        [white] Blancas
       *[black] Negras
    }: la captura de apertura (una sola acción)
turn-first = Turno { $turn } · { $side ->
        [white] Blancas
       *[black] Negras
    }: primera acción, una captura
turn-second = Turno { $turn } · { $side ->
        [white] Blancas
       *[black] Negras
    }: segunda acción, una captura, un apilamiento o pasar
turn-deadline = Plazo { $date }
turn-days =
    { $days ->
        [one] { $days } día por turno, desde la primera acción de las negras
       *[other] { $days } días por turno, desde la primera acción de las negras
    }
imported-for-review = Partida importada, para estudiar
side-thinking = { $name } está pensando
side-to-act = Le toca a { $name }
your-turn = Te toca
waiting-for = Esperando a { $name }
reviewing = Estudio
in-hand = { $piece } ×{ $count }
watching = Estás mirando: el tablero es de solo lectura.
you-win = Ganas ({ $score }).
you-lose = Pierdes ({ $score }).
player-wins = { $name } gana ({ $score }).
reason-tzaar-captured = { $loser } no tiene ningún Tzaar: capturaron el último.
reason-tzarra-captured = { $loser } no tiene ninguna Tzarra: capturaron la última.
reason-tott-captured = { $loser } no tiene ningún Tott: capturaron el último.
reason-tzaar-buried = { $loser } no tiene ningún Tzaar encima de una pila: el último quedó tapado.
reason-tzarra-buried = { $loser } no tiene ninguna Tzarra encima de una pila: la última quedó tapada.
reason-tott-buried = { $loser } no tiene ningún Tott encima de una pila: el último quedó tapado.
reason-no-capture = { $loser } no pudo capturar al empezar el turno.
reason-resignation = { $loser } abandonó.
reason-time = { $loser } se quedó sin tiempo.
reason-abandoned = { $loser } dejó la partida, y se reclamó la victoria.

## Propuestas y chat

chat-new =
    { $count ->
        [one] Mensaje nuevo de { $author }
       *[other] { $count } mensajes nuevos
    }
offer-asks-takeback = { $name } pide deshacer su último turno.
offer-asks-rematch = { $name } propone una revancha.
offer-you-takeback = Propusiste deshacer tu último turno.
offer-you-rematch = Propusiste una revancha.
rematch-agreed = Revancha acordada.
rematch-declined = Tu propuesta de revancha fue rechazada.
takeback-accepted = Tu retroceso fue aceptado.
takeback-ended-game = Tu propuesta de retroceso terminó con la partida.
takeback-ended-action = Tu propuesta de retroceso terminó: se jugó una acción.
takeback-declined = Tu retroceso fue rechazado.

## Piezas, pilas y evaluaciones del motor

piece-tzaar = Tzaar
piece-tzarra = Tzarra
piece-tott = Tott
side-piece = { $piece } { $colour ->
        [white] blanco
       *[black] negro
    }
cell-empty = { $cell }: vacía
cell-piece = { $cell }: { $piece } { $colour ->
        [white] blanco
       *[black] negro
    }
cell-stack = { $cell }: pila { $colour ->
        [white] blanca
       *[black] negra
    } de { $height }, de abajo arriba { $pieces }
score-has-won = { $side ->
        [white] Las blancas han ganado
       *[black] Las negras han ganado
    }
score-even = La partida está igualada
score-chance = { $words } (probabilidad de victoria de las blancas: { $percent } %)
score-winning = { $side ->
        [white] Las blancas van ganando
       *[black] Las negras van ganando
    }
score-better = { $side ->
        [white] Las blancas están mejor
       *[black] Las negras están mejor
    }
score-slightly-better = { $side ->
        [white] Las blancas están algo mejor
       *[black] Las negras están algo mejor
    }
score-wins-now = { $side ->
        [white] Las blancas ganan en este turno
       *[black] Las negras ganan en este turno
    }
score-wins-in = { $side ->
        [white] Las blancas ganan
       *[black] Las negras ganan
    } en { $turns } turnos

## Repasar una partida

review-after = tras { $action } (turno { $turn }, { $side ->
        [white] blancas
       *[black] negras
    })
review-start-position = la posición inicial
no-moves = Todavía no hay jugadas.
review-where =
    { $ply } / { $total ->
        [one] { $total } acción
       *[other] { $total } acciones
    }
graph-label = La probabilidad de ganar de las blancas tras cada turno, según el motor (arriba es bueno para las blancas)
graph-white-better = Mejor blancas
graph-black-better = Mejor negras
graph-turn = Tras el turno { $turn }: { $outlook }
graph-title = La probabilidad de ganar de las blancas tras cada turno, según la evaluación del motor (arriba es bueno para las blancas). Haz clic para ir a un turno.
analysis-thinking = Pensando…
analysis-line = Les toca a las { $side ->
        [white] blancas
       *[black] negras
    }. { $outlook } (profundidad { $depth }). Mejor línea: { $line }
analysis-over = { $outlook } (sin acciones: aquí la partida ha terminado).

## Las reglas

rules-title = TZAAR – reglas
rules-heading = Cómo se juega a TZAAR
rules-intro = Dos jugadores, blancas y negras, tienen 30 piezas cada uno, de tres tipos. Ganas si a tu rival le falta uno de sus tipos o si no le queda ninguna captura que hacer.
rules-pieces-heading = Las piezas
rules-pieces-text = Cada bando empieza con 6 Tzaars (un anillo con un punto), 9 Tzarras (un anillo) y 15 Totts (lisos). Durante la partida las piezas se apilan. Una pila pertenece al jugador de su color, cuenta como el tipo de la pieza de arriba, y su altura es el número que lleva escrito.
rules-pieces-hover = Para ver de qué está hecha una pila, de abajo arriba, señálala (o mantenla pulsada).
rules-legend-stack = Pila blanca de 3
rules-board-heading = El tablero
rules-board-caption = La salida estándar. Las 60 casillas son los puntos donde se cruzan las líneas; nada atraviesa el hueco del centro.
rules-board-names = Las columnas llevan las letras de la A a la I de izquierda a derecha, y cada columna cuenta sus casillas desde abajo empezando en 1, así que cada casilla tiene un nombre como D4. El hueco sería E5, por eso no hay E5.
rules-moving-heading = Mover
rules-moving-text = Una pila se mueve en línea recta, en una de las seis direcciones, por tantas casillas vacías como quiera, y se detiene en la primera pila que encuentra. Nunca salta una pila ni cruza el centro. Lo que pasa después depende de a quién pertenece la pila alcanzada:
rules-capture-term = Capturar:
rules-capture-text = una pila rival que no sea más alta que la que se mueve sale del tablero, y la pila que se mueve ocupa su casilla.
rules-stack-term = Apilar:
rules-stack-text = la pila que se mueve sube encima de una de tus pilas, que se vuelve más alta y más fuerte; las piezas de debajo dejan de contar.
rules-capture-caption = La Tzarra blanca de C4 mira a lo largo de sus seis líneas. Los anillos rojos (×) marcan las pilas rivales que puede capturar. La pila negra de 2 en C3 es demasiado alta para ella, y los propios Totts blancos de A2 y D4 cierran esas líneas.
rules-turn-heading = Un turno
rules-turn-first = Primero tienes que capturar.
rules-turn-second = Después haces una segunda acción: capturar otra vez, apilar o pasar.
rules-turn-opening = Como las blancas mueven primero, su primer turno es una sola captura.
rules-stack-caption = Las blancas han capturado C4xC6 (la flecha). En la segunda acción la pila de C6 puede capturar otra vez (rojo, ×) o subir a una pila blanca (verde discontinuo, +). Cualquier otra pila blanca puede actuar en su lugar, o las blancas pueden pasar.
rules-winning-heading = Ganar
rules-winning-text = Ganas cuando tu rival:
rules-win-kinds = ya no tiene ninguna pila con un Tzaar, una Tzarra o un Tott encima, tanto si capturaron el último como si lo tapó con sus propios apilamientos, o
rules-win-capture = no puede hacer la captura con la que debe empezar su turno.
rules-winning-tension = Las pilas altas son seguras y fuertes, pero cada apilamiento tapa piezas, y un tipo que escasea es un punto débil que tu rival atacará. El juego te avisa antes de una jugada que perdería al instante.
rules-starts-heading = Tres formas de empezar
rules-start-standard = la colocación fija de la primera imagen.
rules-start-random = las 60 piezas se reparten al azar por el tablero; la misma semilla da la misma colocación.
rules-start-tournament = el tablero empieza vacío, y los jugadores colocan por turnos una pieza cada uno, primero las blancas, hasta que todas están en el tablero: elige un tipo y haz clic en una casilla vacía. Después la partida sigue como siempre.
rules-notation-heading = Notación
rules-notation-text = Una captura se escribe D4xC3, un apilamiento A4+B4, pasar como pass y una colocación Z@E1 (Z para un Tzaar, R para una Tzarra, T para un Tott). Un turno enumera sus acciones una tras otra, por ejemplo F1xG1 A4+B4.

## The pages of the links mailed, and asking for a new password by mail

mail-title = TZAAR – tu cuenta por correo
forgot-link = ¿Has olvidado tu contraseña?
forgot-heading = ¿Has olvidado tu contraseña?
forgot-email = La dirección de correo de tu cuenta
forgot-submit = Envíame un enlace
forgot-sent = Si es la dirección confirmada de una cuenta, va de camino un correo con un enlace para elegir una contraseña nueva. El enlace vale una hora.
reset-heading = Elige una contraseña nueva
reset-password = Contraseña nueva (al menos 8 caracteres)
reset-again = La misma otra vez
reset-submit = Guardar
reset-mismatch = Las dos contraseñas no coinciden.
reset-done = Tu contraseña ha cambiado y se ha cerrado la sesión en todos los dispositivos. Entra con la nueva.
verify-wait = Confirmando tu dirección…
verify-done = Tu dirección de correo está confirmada.
mail-no-token = Este enlace está incompleto: abre el enlace entero del correo.

mail-off-note = Este sitio no envía correos, así que aquí no se puede restablecer una contraseña por correo. Pregunta a quien gestiona el sitio.
unsubscribe-wait = Dando de baja estos correos…
unsubscribe-done = Hecho: no recibirás más correos de este tipo.
unsubscribe-settings = Elige qué correos recibes en tus ajustes.

sign-email = Correo (opcional: para una contraseña olvidada y avisos cuando te toque)

## The mails (verification, new password, notices); links follow on lines of their own

mail-greeting = Hola, { $name }:
mail-verify-subject = TZAAR: confirma tu dirección de correo
mail-verify-text = Esta dirección se dio para la cuenta de TZAAR «{ $name }». Para confirmarla, abre este enlace en menos de { $hours } horas:
mail-verify-ignore = Si no lo has pedido tú, ignora este correo: la dirección sigue sin confirmar.
mail-reset-subject = TZAAR: elige una contraseña nueva
mail-reset-text = Se ha pedido una contraseña nueva para la cuenta de TZAAR «{ $name }». Para elegirla, abre este enlace en menos de { $hours ->
    [one] una hora
   *[other] { $hours } horas
 }; solo funciona una vez:
mail-reset-ignore = Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.
mail-turn-subject = TZAAR: te toca contra { $opponent }
mail-turn-text = { $opponent } ha jugado: te toca en tu partida por correspondencia. Ábrela aquí:
mail-deadline-subject = TZAAR: queda un día contra { $opponent }
mail-deadline-text = Tu turno contra { $opponent } debe jugarse antes del { $deadline } (UTC), o la partida se pierde por tiempo. Ábrela aquí:
mail-challenge-subject = TZAAR: { $from } te desafía
mail-challenge-text = { $from } te ha desafiado a una partida de TZAAR. Acepta o rechaza el desafío en la sala:
mail-result-subject = TZAAR: tu partida contra { $opponent } ha terminado
mail-result-won = Has ganado tu partida contra { $opponent }.
mail-result-lost = Has perdido tu partida contra { $opponent }.
mail-result-none = Tu partida contra { $opponent } terminó sin ganador.
mail-result-link = Mira la partida aquí:
mail-unsubscribe = Para no recibir más correos como este, abre:
mail-unsubscribe-all = Para no recibir ningún aviso por correo, abre:
mail-settings = Para elegir qué correos recibes, abre tus ajustes:

## The API's error messages

record-error-at = Línea { $line }, columna { $column }: { $message }
error-account-closed = Esta cuenta está cerrada.
error-after-result = Hay algo después del resultado, donde la notación debería terminar.
error-bad-action = Una acción no se puede leer: una captura se escribe D4xC3, un apilamiento A4+B4, pasar como pass y una colocación Z@E1.
error-bad-chat = Un mensaje del chat es una línea de texto, ni vacía ni demasiado larga, sin caracteres de control.
error-bad-clock = Este control de tiempo no es posible para esta partida.
error-bad-color = El color debe ser white, black o random.
error-bad-days = Estos días por turno no son posibles para esta partida.
error-bad-email = Esto no es una dirección de correo.
error-bad-invite = Envía el código de invitación del enlace.
error-bad-json = El cuerpo no es el JSON que espera esta petición.
error-bad-level = El nivel del motor debe ser un número entero del 1 al 10.
error-bad-mode = El modo debe ser engine, hotseat u online.
error-bad-name = Este nombre no se puede usar aquí.
error-bad-password = Una contraseña tiene de 8 a 200 caracteres.
error-bad-path = La dirección de esta petición no se puede leer.
error-bad-ply = La partida no tiene ese punto: cuenta como mucho las acciones jugadas.
error-bad-query = Un valor de la consulta de la dirección no se puede leer.
error-missing-position = Indica una posición: standard, tournament, random con una semilla, o una cadena de posición.
error-bad-reason = Di por qué, en un texto breve.
error-bad-record = La notación no se puede leer.
error-bad-report = Una línea del chat se denuncia junto con su partida.
error-bad-request = La petición está mal formada.
error-bad-seed = La semilla debe ser un número entero, 0 o más.
error-bad-settings = Un ajuste tiene un valor que el sitio no conoce: un idioma debe ser uno de los del sitio.
error-bad-setup = La disposición debe ser standard, random o tournament.
error-bad-tag = Una etiqueta está mal formada: escríbela como [Nombre "valor"].
error-bad-tag-value = Una etiqueta tiene un valor que no está permitido.
error-bad-token = Este enlace no es conocido.
error-bad-turn = El turno no se puede leer: escribe una o dos acciones, separadas por un espacio.
error-blocked =
    { $status ->
        [409] La pila de { $blocker } está entre { $from } y { $to }.
       *[other] Este jugador no acepta de ti desafíos, mensajes ni propuestas.
    }
error-body-timeout = El cuerpo de la petición no llegó a tiempo.
error-busy = El servidor está ocupado: inténtalo de nuevo en un momento.
error-cannot-abort = Una partida solo se puede anular antes de la primera acción de las negras.
error-cell-occupied = La casilla { $cell } no está vacía.
error-chat-too-fast =
    Estás enviando mensajes demasiado rápido: espera { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-cross-origin = Esta petición viene de la página de otro sitio, así que se rechaza.
error-crosses-centre = La línea de { $from } a { $to } cruza el centro, que nada puede cruzar.
error-duplicate-tag = Una etiqueta aparece dos veces.
error-empty-record = El cuerpo está vacío: envía el texto de una notación.
error-empty-target = La casilla { $cell } está vacía: una pila solo se mueve sobre otra pila.
error-empty-turn = Un turno no tiene acciones.
error-engine-thinking = El motor está pensando: espera a que termine su turno.
error-extra-action = Un turno tiene una acción de más.
error-fair-play = El análisis, las evaluaciones y las pistas del motor sobre una partida entre dos personas solo se dan cuando ha terminado.
error-game-aborted = La partida se anuló: ya no puede pasar nada en ella.
error-game-changed = La partida cambió mientras tanto: vuelve a mirarla.
error-game-decided = La partida ha terminado.
error-game-not-over = Una revancha es solo para una partida terminada.
error-game-over = La partida ha terminado.
error-hint-not-allowed = Las pistas solo se dan en partidas contra el motor y en la misma pantalla.
error-illegal = Una acción no está permitida en la posición en que se juega.
error-internal = Algo salió mal en el servidor. Inténtalo de nuevo más tarde.
error-invalid-position = La cadena de posición describe una posición que ninguna partida puede alcanzar.
error-invite-used = Este puesto ya está ocupado: el enlace ahora solo sirve para mirar la partida.
error-late-tag = Una etiqueta va después de los turnos: todas las etiquetas van primero.
error-mail-off = Este servidor no envía correos.
error-method-not-allowed = Esta dirección no acepta este método.
error-mid-turn =
    { $color ->
        [white] Las blancas están
       *[black] Las negras están
    } a mitad de un turno: haz primero la segunda acción.
error-missing-result = Falta el resultado después de los turnos: 1-0, 0-1 o *.
error-missing-second = El turno necesita una segunda acción: una captura, un apilamiento o pasar.
error-missing-tag = Falta una etiqueta que la notación necesita.
error-missing-token = Para esto hace falta el token de un puesto de esta partida.
error-must-capture =
    { $phase ->
        [opening] La jugada de apertura debe ser una captura.
       *[turn] La primera acción de un turno debe ser una captura.
    }
error-name-taken = Este nombre ya está ocupado.
error-no-offer = No hay tal propuesta en esta partida.
error-no-stack = No hay ninguna pila en { $cell }.
error-none-left =
    { $color ->
        [white] A las blancas
       *[black] A las negras
    } no les quedan { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } por colocar.
error-not-a-player = Solo uno de los dos jugadores de esta partida puede hacer esto.
error-not-admin = Solo los administradores del sitio pueden hacer esto.
error-not-found = No hay nada en esta dirección.
error-not-logged-in = Para hacer esto tienes que haber iniciado sesión.
error-not-on-a-line = { $to } no está en línea recta desde { $from }.
error-not-online = Esto es solo para partidas en línea.
error-not-placement-phase = La colocación ha terminado: las 60 piezas están en el tablero.
error-not-utf8 = El texto no es UTF-8 válido.
error-not-websocket = Esta dirección es un WebSocket: ábrela como tal.
error-not-your-challenge = Este desafío es para otro jugador.
error-not-your-seat = Este puesto pertenece a otra cuenta: inicia sesión como su jugador.
error-not-your-seek = Solo el jugador que publicó un desafío puede retirarlo.
error-not-your-turn = No es tu turno.
error-not-yours = La pila de { $cell } no es tuya.
error-nothing-to-claim = Ahora no hay ninguna victoria que reclamar.
error-nothing-to-take-back = No hay ningún turno que deshacer.
error-nothing-to-undo = No hay ninguna acción tuya que deshacer.
error-offer-pending = Ya has hecho esta propuesta: espera la respuesta.
error-opponent-target = En { $cell } hay una pila de tu rival: para capturarla, escribe { $action }.
error-own-block = No puedes bloquearte a ti mismo.
error-own-report = No puedes denunciarte a ti mismo.
error-own-seek = Este desafío es tuyo: nadie puede jugar contra sí mismo.
error-own-target = En { $cell } hay una pila tuya: para apilar encima, escribe { $action }.
error-placement-phase = Las piezas se están colocando todavía: coloca una pieza, por ejemplo Z@E1.
error-position-string = La cadena de posición no se puede leer.
error-rated-game = Esto no está permitido en una partida puntuable.
error-rematch-not-allowed = Esta partida no empezó desde una disposición, así que no tiene revancha.
error-result-mismatch = El resultado después de los turnos no coincide con la etiqueta Result.
error-same-cell = Una pila no puede moverse a su propia casilla.
error-seek-closed = Este desafío ya está cerrado.
error-seek-taken = Este desafío ya fue aceptado.
error-single-action =
    { $phase ->
        [placement] Una colocación es un turno entero: no tiene segunda acción.
        [opening] La apertura es una sola captura: no tiene segunda acción.
       *[turn] La partida empieza con una segunda acción, que por sí sola es un turno entero.
    }
error-storage = El archivo de partidas falló, y no se cambió nada. Inténtalo de nuevo más tarde.
error-stray-brace = Una llave de cierre { "}" } está fuera de un comentario.
error-token-expired = Este enlace ha caducado: pide uno nuevo.
error-token-used = Este enlace ya se usó.
error-too-large = El cuerpo de la petición es demasiado grande: se aceptan como mucho 64 KiB.
error-too-many-attempts =
    Demasiados intentos fallidos: inténtalo de nuevo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-too-many-games =
    Demasiadas partidas nuevas desde aquí últimamente: inténtalo de nuevo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-too-many-imports =
    Demasiadas importaciones desde aquí últimamente: inténtalo de nuevo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-too-many-mails =
    Últimamente se han pedido demasiados correos: inténtalo de nuevo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-too-many-seeks = Tienes demasiados desafíos abiertos: retira uno primero.
error-too-many-signups =
    Últimamente se han creado demasiadas cuentas desde esta dirección: inténtalo de nuevo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
error-too-tall = La pila de { $to } (altura { $target }) es más alta que la pila de { $from } (altura { $mover }).
error-turn-after-end = Hay un turno después del final de la partida.
error-turn-number = Falta el número del turno siguiente o es incorrecto.
error-undo-not-allowed = Deshacer solo es posible en partidas contra el motor y en la misma pantalla.
error-unexpected-tag = Una etiqueta no encaja con las demás etiquetas de la notación.
error-unknown-cell = Un nombre de casilla es desconocido: las casillas se llaman, por ejemplo, A1, E9 o I5, y no hay E5.
error-unknown-chat-line = Esta partida no tiene esa línea de chat.
error-unknown-game = No hay ninguna partida con este id.
error-unknown-player = No hay ningún jugador con este nombre.
error-unknown-report = No hay ninguna denuncia abierta así.
error-unknown-seek = No hay ningún desafío con este id.
error-unreadable = Una acción de la notación no se puede leer.
error-unsupported-media-type = Envía el cuerpo como JSON, con Content-Type: application/json.
error-unterminated-comment = Un comentario abierto con { "{" } nunca se cierra.
error-upgrade-required = Esta dirección es un WebSocket: ábrela como tal.
error-wrong-invite = Esta invitación no es de esta partida.
error-wrong-password = El nombre o la contraseña no son correctos.
error-wrong-result = El resultado que da la notación no coincide con cómo termina la partida.
error-wrong-token = Este token no es un puesto de esta partida.

## Avisos de turno: un sonido, el título de la pestaña, las notificaciones del navegador

notify-me = Avísame
notify-me-title = Deja que este navegador muestre un aviso cuando te toque y esta pestaña esté en segundo plano
notify-on = Los avisos están activados: este navegador te dirá cuándo te toca.
notify-blocked = Este navegador bloquea los avisos de este sitio: permítelos en los ajustes del navegador.
notice-your-turn = Te toca en una partida
notice-game-started = Tu partida contra { $opponent } ha empezado

## Una cuenta eliminada

deleted-player = Jugador eliminado

## La página de ajustes

nav-settings = Ajustes
settings-title = TZAAR – ajustes
settings-heading = Ajustes
settings-sign-in = Inicia sesión para ver y cambiar tus ajustes.
settings-saved = Guardado.
settings-language-heading = Idioma
settings-language-label = El sitio y sus correos en
settings-language-browser = El idioma del navegador
settings-language-note = Se aplica al instante, en cada dispositivo en el que inicies sesión.
settings-email-heading = Correo y avisos
settings-email-none = Tu cuenta no tiene dirección de correo.
settings-email-confirmed = Tu dirección: { $email } (confirmada).
settings-email-unconfirmed = Tu dirección: { $email } (aún sin confirmar: abre el enlace que se le envió).
settings-mail-off = Este servidor no envía correos por ahora: tu dirección se guarda, pero no se le envía ningún enlace ni aviso.
settings-email-label = Nueva dirección
settings-email-save = Guardar la dirección
settings-email-remove = Quitar mi dirección
settings-email-empty = Escribe primero una dirección.
settings-email-sent = Dirección guardada: va en camino un enlace para confirmarla.
settings-email-kept = Dirección guardada.
settings-email-removed = Dirección quitada.
settings-notices-heading = Avisos por correo
settings-notices-note = Solo se envían a una dirección confirmada.
settings-notice-turn = Me toca en una partida por correspondencia
settings-notice-deadline = Un plazo mío vence en un día
settings-notice-challenge = Alguien me desafía por mi nombre
settings-notice-result = Una partida mía ha terminado
settings-browser-heading = Avisos en este navegador
settings-browser-on = Este navegador muestra un aviso cuando te toca y la pestaña del sitio está en segundo plano.
settings-browser-ask = Este navegador puede decirte cuándo te toca mientras la pestaña del sitio está en segundo plano.
settings-browser-blocked = Este navegador bloquea los avisos de este sitio; permítelos en los ajustes del navegador.
settings-browser-none = Este navegador no puede mostrar avisos.
settings-play-heading = Tablero y sonido
settings-board-label = En tus partidas, el tablero muestra abajo:
settings-board-own = tu propio lado (girado cuando juegas con negras)
settings-board-white = siempre el lado de las blancas
settings-sound = Reproducir un sonido breve cuando me toca o empieza una partida mía
settings-sound-try = Escucharlo
settings-data-heading = Tus datos
settings-data-text = Descarga todo lo que el sitio guarda de tu cuenta: sus cifras, el historial de su puntuación, los jugadores que bloquea y sus partidas como registros.
settings-data-download = Descargar mis datos
settings-delete-heading = Eliminar mi cuenta
settings-delete-warning = No se puede deshacer. Tus partidas en curso terminan al instante (abandonadas, o anuladas si aún no habían empezado), se eliminan tus desafíos, tu dirección de correo, tus ajustes y tu contraseña, y tu nombre queda libre para cualquiera. Tus partidas terminadas siguen en el archivo como «Jugador eliminado». Descarga antes tus datos si quieres conservarlos.
settings-delete-password = Tu contraseña, para confirmar
settings-delete-need-password = Escribe tu contraseña para eliminar la cuenta.
settings-delete-submit = Eliminar mi cuenta
settings-delete-confirm = ¿Eliminar para siempre la cuenta { $name }? No se puede deshacer.
settings-delete-yes = Eliminar
settings-deleted = Tu cuenta ha sido eliminada. Gracias por jugar.

## Los nombres de los puestos cuando no se da ninguno

seat-default-player = Jugador
seat-default-engine = Motor (nivel { $level })

## El tablero de análisis y las lecciones

nav-analysis = Análisis
nav-learn = Aprender
open-analysis-board = Tablero de análisis
analysis-title = TZAAR – tablero de análisis
analysis-board-heading = Tablero de análisis
study-engine-heading = Motor
study-engine-on = Motor activado
study-lines = Líneas
study-explorer-heading = Partidas jugadas desde aquí
study-moves-heading = Jugadas
study-delete = Borrar desde aquí
study-position-heading = Posición
study-edit = Editar la posición
study-share = Compartir el enlace
study-standard = Salida estándar
study-tournament = Salida de torneo
study-load-label = Una cadena de posición, o standard, tournament, o random y una semilla
study-load = Abrir
study-game-going-on = Esta partida entre personas todavía está en juego: el tablero de análisis se abrirá cuando termine.
study-back-to-game = Volver a la partida
study-phase-open = Les toca a las { $side ->
        [white] blancas
       *[black] negras
    }: la captura de apertura (una sola acción)
study-phase-first = Les toca a las { $side ->
        [white] blancas
       *[black] negras
    }: primera acción, una captura
study-phase-second = Les toca a las { $side ->
        [white] blancas
       *[black] negras
    }: segunda acción, una captura, un apilamiento o pasar
study-phase-place = Les toca a las { $side ->
        [white] blancas
       *[black] negras
    }: coloca una pieza en una casilla vacía
study-no-moves = Todavía no hay jugadas: en el tablero puedes jugar por cualquiera de los dos bandos.
study-engine-off = El motor está desactivado.
study-engine-over = En esta posición la partida ha terminado.
study-depth = Profundidad { $depth }
study-play-line = Jugar este turno
study-link-copied = Enlace copiado.
editor-heading = Editor de posición
editor-help = Elige una pieza y luego haz clic en una casilla para ponerla encima de la pila que haya allí (una pila del otro color se sustituye); la goma quita la pieza de arriba.
editor-palette = Piezas
editor-side = Turno de
editor-white = Blancas
editor-black = Negras
editor-phase = Fase
editor-phase-first = Primera acción (una captura)
editor-phase-second = Segunda acción
editor-phase-open = La captura de apertura
editor-clear = Tablero vacío
editor-standard = Salida estándar
editor-done = Hecho
editor-cancel = Cancelar
editor-remove = Goma
editor-status = Editando: haz clic en las casillas para cambiar el tablero y luego elige Hecho.
learn-title = TZAAR – aprender
learn-heading = Aprende a jugar a TZAAR
learn-intro = Lecciones breves sobre un tablero: cada ejercicio se comprueba mientras lo juegas.
learn-lessons = Lecciones
learn-reset = Empezar de nuevo
learn-show = Muéstramelo
learn-retry = Volver a intentarlo
learn-next = Siguiente ejercicio
learn-next-lesson = Siguiente lección
learn-finished-label = { $lesson } (terminada)
learn-progress = { $done } de { $total } lecciones terminadas
learn-step = Ejercicio { $step } de { $steps }
learn-go-on = Bien: el turno tiene otra acción.
learn-right = ¡Correcto!
learn-lesson-done = ¡Correcto! Lección terminada.
learn-wrong = Esta no: el tablero vuelve atrás, inténtalo de nuevo.
lesson-capture-title = Capturar
lesson-capture-intro = Una pila se mueve en línea recta, por cualquier número de casillas vacías, hasta la primera pila que encuentra, sin cruzar nunca el centro. Captura esa pila si es del rival y no es más alta que ella: la pila capturada sale del tablero.
lesson-capture-1 = Juegas con blancas. Captura el Tott negro de A3 con tu Tzarra de A1.
lesson-capture-2 = Una pila de dos captura una pila de dos o menos. Captura las dos Tzarras de las negras en A3 con tu pila de A1 (tu Tott suelto de C1 no puede capturar la pila de tres).
lesson-stack-title = Apilar
lesson-stack-intro = Tras la captura, la segunda acción de un turno puede ser un apilamiento: una de tus pilas se mueve, como lo haría para capturar, encima de otra de tus pilas. La pieza de arriba de la pila que se mueve pasa a ser la de arriba de la nueva pila.
lesson-stack-1 = Mueve tu Tzaar de A1 sobre tu Tott de A3, de modo que el Tzaar quede encima de una pila de dos.
lesson-stack-2 = La segunda acción también puede ser pasar. Pasa para terminar tu turno.
lesson-forced-title = La captura obligatoria
lesson-forced-intro = Todo turno empieza con una captura; solo la segunda acción puede ser un apilamiento o pasar. Quien no puede capturar al empezar su turno pierde.
lesson-forced-1 = Empieza tu turno: captura el Tott negro de A3 con tu Tzaar.
lesson-forced-2 = Ahora apila: pon tu Tzarra de C3 encima de tu Tott de C1. Apilar el Tott sobre la Tzarra taparía tu única Tzarra y perderías.
lesson-lose-title = Tres formas de perder
lesson-lose-intro = Pierdes cuando ya no tienes ninguna pila con un Tzaar, una Tzarra o un Tott encima, tanto si capturaron el último como si lo tapaste con tus propios apilamientos, y cuando no puedes capturar al empezar tu turno.
lesson-lose-1 = A las negras les queda un solo Tzaar. Captúralo.
lesson-lose-2 = Todas las pilas de las negras son piezas sueltas. Captura el Tott de A3 y luego apila juntos tu Tott suelto y tu pila de dos Totts, para que las negras no tengan nada que capturar.
lesson-lose-3 = Apila, pero no tapes tu única Tzarra: tapar tu última pieza de un tipo hace perder igual que si la capturaran.
lesson-opening-title = El turno de apertura
lesson-opening-intro = En la salida estándar las 60 piezas están en el tablero. El primer turno de las blancas es una sola captura, para compensar que mueven primero; a partir de ahí cada turno tiene dos acciones.
lesson-opening-1 = Haz la captura de apertura de las blancas: vale cualquier captura.
lesson-opening-2 = Ahora las negras juegan un turno entero. Primero la captura: captura una pila blanca.
lesson-opening-3 = Después la segunda acción: capturar, apilar o pasar.
lesson-placement-title = La colocación de torneo
lesson-placement-intro = En la salida de torneo el tablero está vacío y los jugadores colocan sus piezas por turnos, una cada vez, primero las blancas, hasta que las 60 están en el tablero; entonces las blancas hacen la captura de apertura.
lesson-placement-1 = Elige el Tzaar que hay debajo del tablero y colócalo en cualquier casilla vacía.
lesson-placement-2 = Ahora coloca un Tott para las negras.
lesson-ideas-title = Dos ideas básicas
lesson-ideas-intro = Vigila tu tipo más escaso: cuando te queda una sola pieza de un tipo, perderla es perder la partida. Una pila alta está a salvo de las más bajas.
lesson-ideas-1 = Tu única Tzarra de A3 está atacada por el Tott negro de A5. Hazla más alta: mueve la Tzarra encima de tu Tott de A1.
lesson-ideas-2 = Forma una pila de tres con tu Tzaar encima: mueve el Tzaar sobre tu pila de dos Totts.
## El explorador de aperturas

explorer-caption = Turnos jugados desde aquí en partidas terminadas entre personas
explorer-turn = Turno
explorer-games = Partidas
explorer-white-share = Ganan blancas
explorer-total = Todas las partidas
explorer-percent = { $percent } %
explorer-empty = Ninguna partida entre personas llegó a esta posición
explorer-pick = Jugar { $turn }
explorer-share-title = Las blancas ganaron { $wins } de { $games }
explorer-engine = La elección del motor:
## La página de problemas (/puzzles) y sus errores

nav-puzzles = Problemas
puzzles-title = TZAAR – problemas
puzzles-heading = Problemas
puzzles-task = { $colour ->
        [white] Juegas con blancas.
       *[black] Juegas con negras.
    }
puzzles-win-in = { $turns ->
        [one] Gana en { $turns } turno
       *[other] Gana en { $turns } turnos
    }
puzzles-themes = Temas: { $themes }
puzzles-ratings = Puntuación del problema { $rating } · tu puntuación en problemas { $mine }
puzzles-ratings-guest = Puntuación del problema { $rating } · inicia sesión para tener una puntuación en problemas; como invitado juegas sin puntuación.
puzzles-your-turn = { $turns ->
        [one] Te toca: encuentra la victoria en { $turns } turno.
       *[other] Te toca: encuentra la victoria en { $turns } turnos.
    }
puzzles-tried = Ya has intentado este problema: resolverlo otra vez no cuenta para la puntuación.
puzzles-second = Ahora la segunda acción: una captura, un apilamiento o pasar.
puzzles-checking = Comprobando tu turno…
puzzles-right = { $turns ->
        [one] ¡Correcto! La respuesta fue { $reply }. Ahora gana en { $turns } turno.
       *[other] ¡Correcto! La respuesta fue { $reply }. Ahora gana en { $turns } turnos.
    }
puzzles-solved = ¡Resuelto!
puzzles-solved-rated = ¡Resuelto! Tu puntuación en problemas ahora es { $rating }.
puzzles-wrong = Ese turno no gana. La solución está en el tablero.
puzzles-wrong-rated = Ese turno no gana. La solución está en el tablero. Tu puntuación en problemas ahora es { $rating }.
puzzles-next = Siguiente problema
puzzles-again = Intentar de nuevo
puzzles-cancel = Deshacer la primera acción
puzzles-step = Solución: turno { $step } de { $steps }
puzzles-step-start = Solución: el comienzo del problema
puzzles-step-back = Un turno atrás
puzzles-step-forward = Un turno adelante
puzzles-choose = Elige el siguiente problema
puzzles-theme = Tema
puzzles-length = Longitud
puzzles-any = Cualquiera
theme-last-tzaar = Último Tzaar
theme-last-tzarra = Última Tzarra
theme-last-tott = Último Tott
theme-no-capture = El rival no puede capturar
theme-stack = Apilar
theme-double-capture = Dos capturas
theme-pass = Pasar
error-unknown-puzzle = Ese problema no existe.
error-no-puzzle = Ningún problema tiene este tema y esta longitud.
error-puzzle-over = Este intento ha terminado: empieza el problema otra vez desde el principio.
error-attempt-changed = Este intento avanzó mientras tanto, quizá en otra pestaña: vuelve a cargar el problema.
error-bad-kind = El tipo de un torneo es arena, swiss o round-robin.
error-bad-random-per = Una nueva colocación aleatoria se sortea por emparejamiento o por ronda, y solo con colocación aleatoria.
error-bad-start = El inicio debe ser una fecha y hora entre ahora y dentro de un año.
error-bad-duration = Una arena dura de 1 a 1440 minutos; los demás torneos no tienen duración.
error-bad-rounds = Un torneo suizo tiene de 1 a 30 rondas; los demás torneos no las fijan.
error-bad-cycles = Un todos contra todos se juega una o dos veces (ciclos 1 o 2); los demás torneos no los fijan.
error-bad-max-players = Un torneo admite de 2 a 1000 jugadores; un todos contra todos como mucho 30.
error-bad-rating-range = El rango de puntuación va de la más baja a la más alta, cada una dentro de ±10000.
error-bot-not-allowed = Un programa no puede entrar en un torneo puntuado.
error-not-an-arena = Solo en una arena se hace una pausa; en los demás torneos, uno se retira.
error-not-creator = Solo quien creó el torneo puede hacerlo.
error-not-joined = No estás inscrito en este torneo.
error-rating-out-of-range = Tu puntuación está fuera del rango de este torneo.
error-too-few-players = Un torneo necesita al menos dos jugadores para empezar.
error-too-many-tournaments = Tienes demasiados torneos esperando su inicio: inicia o cancela uno primero.
error-tournament-finished = El torneo ha terminado.
error-tournament-full = El torneo está completo.
error-tournament-game = Un torneo vuelve a emparejar a sus jugadores por sí mismo: sin revancha.
error-tournament-started = El torneo ha comenzado: no admite más jugadores y no puede iniciarse ni cancelarse de nuevo.
error-unknown-tournament = Ese torneo no existe.
error-withdrawn = Te retiraste de este torneo.

## Torneos: la lista (/tournaments), el formulario de uno nuevo, un torneo (/tournaments/{id}),
## el recuadro del vestíbulo, la página de un jugador y la partida de un torneo.

nav-tournaments = Torneos
tournaments-title = TZAAR – torneos
tournaments-heading = Torneos
tournaments-running = En curso
tournaments-open = Abiertos a inscripción
tournaments-finished = Terminados
tournaments-none-running = No hay ningún torneo en curso.
tournaments-none-open = No hay ningún torneo abierto a inscripción.
tournaments-none-finished = Todavía no ha terminado ningún torneo.
tournament-col-name = Torneo
tournament-col-kind = Tipo
tournament-col-when = Cuándo
tournament-kind-arena = Arena
tournament-kind-swiss = Sistema suizo
tournament-kind-round-robin = Todos contra todos
tournament-kind-note-arena = Los jugadores reciben una nueva partida en cuanto termina la suya, hasta que se acaba el tiempo. Una victoria da 2 puntos; quien lleva una racha de victorias (🔥) puntúa doble.
tournament-kind-note-swiss = Cada ronda empareja a jugadores con la misma puntuación; nadie se enfrenta dos veces al mismo rival.
tournament-kind-note-round-robin = Todos juegan contra todos.
tournament-status-open = Abierto
tournament-status-running = En curso
tournament-status-finished = Terminado
tournament-starts-at = Empieza el { $date }
tournament-starts-by-hand = Empieza cuando su creador lo inicia
tournament-ends-at = Termina el { $date }
tournament-ended-at = Terminó el { $date }
tournament-round = Ronda { $round }
tournament-round-of = Ronda { $round } de { $rounds }
tournaments-create-heading = Crear un torneo
tournaments-sign-in = Inicia sesión para crear un torneo.
tournament-kind = Tipo
tournament-name = Nombre
tournament-name-missing = Ponle un nombre al torneo.
tournament-time-clock = Con reloj (en tiempo real)
tournament-time-days = Días por turno (por correspondencia)
tournament-real-time-only = Una arena se juega solo en tiempo real.
tournament-minutes = Minutos por jugador
tournament-increment = Segundos añadidos por turno
tournament-days = Días por turno
tournament-begins = Comienzo
tournament-begins-by-hand = Cuando yo lo inicie
tournament-begins-at = A una hora fijada
tournament-begins-when = Fecha y hora
tournament-begins-missing = Elige la fecha y la hora de comienzo.
tournament-duration = Duración en minutos
tournament-rounds = Rondas
tournament-cycles = Vueltas
tournament-cycles-one = Todos juegan contra todos una vez
tournament-cycles-two = Todos juegan contra todos dos veces, con los colores cambiados
tournament-max-players = Jugadores como máximo
tournament-rating-range = Puntuaciones admitidas
tournament-rating-min = Desde (opcional)
tournament-rating-max = Hasta (opcional)
tournament-create = Crear el torneo
tournament-title = TZAAR – torneo
tournament-all = Todos los torneos
tournament-missing = Este torneo no se puede mostrar
tournament-players =
    { $max ->
        [one] { $players } de { $max } jugador
       *[other] { $players } de { $max } jugadores
    }
tournament-duration-is =
    { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
tournament-rounds-is =
    { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }
tournament-rating-between = Puntuaciones de { $min } a { $max }
tournament-rating-from = Puntuaciones desde { $min }
tournament-rating-to = Puntuaciones hasta { $max }
tournament-created-by = Creado por { $name }
tournament-championship = Campeonato: temporada { $season }, división { $division }, grupo { $group }
tournament-starts-in = Empieza en { $time }
tournament-ends-in = Termina en { $time }
tournament-starting = Empezando…
tournament-ending = Terminando…
tournament-you-joined = Participas en este torneo.
tournament-you-paused = Estás en pausa: no recibirás partidas hasta que vuelvas.
tournament-you-withdrawn = Te has retirado de este torneo.
tournament-your-game = Tu partida ha empezado: juégala
tournament-sign-in = Inicia sesión para participar en torneos.
tournament-join = Participar
tournament-come-back = Volver
tournament-pause = Pausa
tournament-leave = Salir
tournament-withdraw = Retirarse
tournament-withdraw-confirm = ¿Retirarte de este torneo? No recibirás más partidas; una partida en curso se juega hasta el final.
tournament-start = Iniciar ahora
tournament-cancel = Cancelar el torneo
tournament-cancel-confirm = ¿Cancelar este torneo? Desaparece para todos.
tournament-cancelled = El torneo está cancelado.
tournament-standings = Clasificación
tournament-no-players = Todavía no se ha inscrito nadie.
tournament-col-rank = #
tournament-col-points = Puntos
tournament-col-played = Jugadas
tournament-col-byes = Descansos
tournament-col-buchholz = Buchholz
tournament-col-sb = S-B
tournament-col-sb-title = Sonneborn-Berger: los puntos de los rivales vencidos
tournament-col-performance = Rendimiento
tournament-on-fire = En racha: las victorias valen doble
tournament-paused-mark = en pausa
tournament-withdrawn-mark = retirado
tournament-games = Partidas
tournament-bye = descanso
my-tournaments-heading = Tus torneos
player-tournaments = Torneos
game-tournament-link = Volver al torneo { $name }
game-tournament-going-back = En un momento vuelves al torneo…
error-unknown-championship = Ese campeonato no existe.
error-season-running = La temporada aún se está jugando: la siguiente se abre cuando termine cada grupo.
error-bad-group = Un grupo tiene de 3 a 20 jugadores, más que los ascendidos y descendidos juntos; cada división tiene de 1 a 4 veces los grupos de la de arriba.
error-bad-gap = La pausa entre temporadas es de 0 a 60 días.
settings-notice-round = Una ronda de torneo por correspondencia me empareja
mail-round-subject = TZAAR: { $tournament }, ronda { $round }: juegas contra { $opponent }
mail-round-text = Ha empezado la ronda { $round } de { $tournament }: tu partida contra { $opponent } te espera. Quien no empieza a tiempo pierde. Ábrela aquí:

## Campeonatos por correspondencia: su lista y el formulario en /tournaments, y un campeonato
## (/championships/{id}) con sus temporadas, divisiones y grupos.

championships-heading = Campeonatos por correspondencia
championships-none = Todavía no hay ningún campeonato.
championship-col-name = Campeonato
championship-col-season = Temporada
championship-col-entrants = Inscritos
championship-not-begun = Sin empezar
championships-create-heading = Crear un campeonato
championships-admins-only = Solo los administradores del sitio pueden crear un campeonato.
championship-group-size = Jugadores por grupo
championship-promote = Ascendidos de cada grupo
championship-growth = Grupos por división, veces la división de arriba
championship-first-season = Comienzo de la primera temporada (opcional)
championship-gap = Días entre temporadas (opcional)
championship-name-missing = Dale un nombre al campeonato.
championship-create = Crear el campeonato
championship-title = TZAAR – campeonato
championship-all = Todos los torneos y campeonatos
championship-missing = Este campeonato no se puede mostrar
championship-group-size-is = Grupos de hasta { $size } jugadores
championship-moves-is = De cada grupo { $promote } suben, { $relegate } bajan
championship-growth-is = Cada división tiene { $growth } veces los grupos de la de arriba
championship-first-at = La primera temporada empieza el { $date }
championship-by-hand = Una temporada empieza cuando su creador la abre
championship-gap-is =
    { $days ->
        [one] La temporada siguiente empieza { $days } día después de la última partida de la anterior
       *[other] La temporada siguiente empieza { $days } días después de la última partida de la anterior
    }
championship-season-is = Temporada { $season }
championship-entrants-heading = Inscritos para la próxima temporada
championship-no-entrants = Todavía no se ha inscrito nadie.
championship-you-entered = Estás inscrito para la próxima temporada.
championship-sign-in = Inicia sesión para inscribirte en el campeonato.
championship-enter = Inscribirse
championship-leave = Salir
championship-leave-confirm = ¿Salir del campeonato? No jugarás más temporadas; una temporada en curso se juega hasta el final.
championship-open-season = Abrir la próxima temporada
championship-seasons = Temporadas
championship-no-seasons = Todavía no ha empezado ninguna temporada.
championship-division = División { $division }
championship-group = Grupo { $group }
championship-col-next = Próxima temporada
championship-next-up = Sube una división
championship-next-down = Baja una división
championship-next-same = Se queda en esta división
championship-next-left = Ha dejado el campeonato
championship-left-mark = salió
error-already-bot = Esta cuenta ya es un bot.
error-has-games = Solo una cuenta que no ha jugado ninguna partida puede convertirse en bot.
error-not-a-bot = Solo una cuenta bot tiene un flujo: convierte primero la cuenta en bot.
error-bot-busy = Este bot ya juega tantas partidas como un bot puede jugar a la vez: inténtalo más tarde.
error-bot-offline = El programa de este bot no está conectado ahora: inténtalo más tarde.
error-bot-open-seek = Un bot puede desafiar a jugadores directamente, pero no publicar desafíos abiertos.
