// The glossary of docs/translating.md, checked where a machine can check it: words the
// catalogues settled against (each with the glossary's reason), names that a verb would have
// to agree with (a name may be "Tú"/"Du"), and numbers written in the language's own style.
#include "catalogues.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

namespace {

using greed::test::PoEntry;

struct Banned {
    const char* lang;
    const char* pattern; // ECMAScript, matched against every translation
    const char* reason;
};

const std::vector<Banned>& bannedWords() {
    static const std::vector<Banned> list{
        {"de", R"(\bPerson\b)", "a person at the screen is a Mensch, a player a Spieler"},
        {"de", R"(^(Frage|Verbinde) )",
         "a progress line is passive (… wird hergestellt …): a verb without its subject reads "
         "as an order"},
        {"de", R"(Vier gleiche)", "Vier Gleiche is a noun (capital G)"},
        {"de", R"(einzeln \+|\+ [0-9] einzeln)",
         "a lone scoring die is its face alone (Zwei 1er + 5)"},
        {"de", R"(dreimal|viermal)", "dice of one face are drei 6er, as in the rules"},
        {"de", R"(^\{0\} teilen)", "a name may be Du: Geteilter Sieg: {0}"},
        {"es", R"(\bplazas?\b)", "a seat is a sitio, never a plaza"},
        {"es", R"(tríos malos)", "penalty triples are tríos con penalización"},
        {"es", R"(\bequipo\b)", "a computer is an ordenador; equipo reads as a team"},
        {"es", R"(de los nervios)", "ponerse de los nervios means to be annoyed"},
        {"es", R"([Pp]lantarse desde)", "a threshold is a partir de; desde is a start in time"},
        {"es", R"(unos \{0\} turno\b)", "unos cannot count one: aproximadamente"},
        {"es", R"(^¡?\{0\} comparten)", "a name may be Tú: Victoria compartida: {0}"},
        {"es", R"(SE QUEDA CON)",
         "the adopt stamp is a participle ({0} HEREDADOS): it may be yours"},
        // The native reader's review (Spanish 7.5, German 8): names that can be Tú/Du, the
        // narrow log, vosotros/ihr in the characters' speech, calques.
        {"es", R"(^(Empieza|Gana|Ganan): \{0\})", "a name may be Tú: Primer turno: {0}"},
        {"es", R"(Gana(n)?: \{0\}$)", "a name may be Tú: Victoria: {0}"},
        {"de", R"(^Beginnt: \{0\})", "a name may be Du: Erster Zug: {0}"},
        {"es", R"(\{0\} — se une|\(se unió\))", "a name may be Tú: {0} — llegada"},
        {"es", R"(sin puntos seguidos?)", "word order: turnos seguidos sin puntos"},
        {"es", R"(^\{0\} — \{1\} turnos?)", "the narrow log: {0} — racha de {1}: {2}"},
        {"de", R"(^\{0\} — \{1\} Nieten? in Folge)", "the narrow log: {0} — {1}. Niete: {2}"},
        {"es", R"(^\{0\} — \{1\} anotados)", "the narrow log: {0} — +{1} → {2}"},
        {"de", R"(^\{0\} — \{1\} notiert)", "the narrow log: {0} — +{1} → {2}"},
        {"es", R"(oferta: \{1\} con)", "the narrow log: Oferta: {1} ({2} dados)"},
        {"de", R"(Angebot: \{1\} mit)", "the narrow log: Angebot: {1} ({2} W.)"},
        {"es", R"(Farkles)", "jargon: tres turnos seguidos sin puntos"},
        {"de", R"(Farkles)", "jargon: drei Nieten in Folge"},
        {"de", R"(Zehntausend \()", "Zehntausend says 10.000 itself, and the log's line is short"},
        {"es", R"(^¡Nunca apuestes)", "the characters speak to the table: apostéis"},
        {"de", R"(^Wette nie)", "the characters speak to the table: Wettet"},
        {"es", R"(con dobles)", "dobles are pairs: puntos dobles"},
        {"es", R"(^ganar(:| \{0\}))", "a win chance is a noun: victoria {0}"},
        {"es", R"(cantidad sensata|punto sensato)", "calque: razonable, lo sensato sería parar"},
        {"es", R"(Que sigan llegando|Valió la pena)", "calques: ¡Venga, más!, Ha merecido la pena"},
        {"es", R"(apartados \{1\})", "one kept die read as a count: apartados: {1}"},
        {"es", R"(Profesor estudia)", "the Professor calcula"},
        {"de", R"(\bRasant\b)", "rasant is fast, not reckless: Rex Riskant"},
        {"de", R"(drängt)", "unidiomatic: geht ins Risiko"},
        {"de", R"(Schließen wir die Bücher|ich komme zurück|Ohne Bremse!)",
         "calques: Machen wir Kassensturz, ich hole auf, Ohne Bremsen!"},
        {"de", R"(Die meisten Punkte gewinnen)", "Es gewinnt, wer die meisten Punkte hat"},
        {"de", R"(Zug: Seine Punkte|kostet zusätzlich|kosten? \{1\} Punkte vom)",
         "ambiguous or mixed: die Punkte des Zugs; zieht … vom Punktestand ab"},
        // The second native review (Spanish 8.5, German 8).
        {"es", R"(^Desactivada: estos dados)", "an Off combination reads as its row: No puntúa"},
        {"de", R"(^Aus: Diese Würfel)", "an Off combination reads as its row: Zählt nicht"},
        {"es", R"(^Zehntausend$)",
         "opaque in Spain: Zehntausend (10.000); the log drops the gloss"},
        {"es", R"(Ninguna todavía)", "also said of a reglamento: Aún nada"},
        {"es",
         R"(^La partida terminó antes|alcanzado\. Victoria|nada que perder|\{1\}: aún sin entrar|Ronda final: \{0\} con)",
         "the narrow log: Fin anticipado, Tope {1}. Victoria: {0}, racha de {1}: −0, "
         "{1}: sin entrar, Final: {0} ({1})"},
        {"de",
         R"(endete vorzeitig|Würfen erreicht|nichts zu verlieren|\{1\}: noch nicht raus|Letzte Runde: \{0\} mit)",
         "the narrow log: Vorzeitiges Ende, Wurflimit {1}. Sieg: {0}, {1}. Niete: −0, "
         "{1}: nicht raus, Finale: {0} ({1})"},
        {"es", R"(Cada \{0\} suelto)", "a face may be feminine (reina): Cada {0} sin combinar"},
        {"es",
         R"(de los valientes|Hasta lo óptimo|vuelto codiciosa|A la cuenta que va|Estadísticamente esperable|Ha sido una buena partida)",
         "calques or repeats: del audaz, Lo óptimo no siempre gana, avariciosa, Directo a la "
         "cuenta, Un suceso esperable, ¡Buena partida a todos!"},
        {"es", R"(se completa la ronda y)",
         "summaries: 5000 acaba la partida tras igualar los turnos"},
        {"es", R"(^últimas \{0\}|No se tiró)", "las últimas {0} partidas; No se ha tirado"},
        {"es", R"(^Para (plantarse|entrar)$)", "a threshold: Mínimo para plantarse / entrar"},
        {"es", R"(\(llegada\)|demostrablemente)", "(entrada tardía); que se ha demostrado óptima"},
        {"de", R"([Ww]ürfle (den|die|alle) )", "dice as the object are thrown: wirf die Würfel"},
        {"de", R"(^\{0\} \(Hausregeln\)|Übernimm erst)",
         "{0} (eigene Regeln), not the example Farkle (Hausregeln); Entscheide erst: …"},
        {"de",
         R"(Auch Optimales|die Führung!|Alles bleibt drin|Ab vier Gleichen|gesagt: war fällig)",
         "calques: Auch optimales Spiel verliert mal, ich führe ja, Alles stehen lassen, Ab 4 "
         "Gleichen, Sag ich doch"},
        {"de",
         R"(Faire Würfel t(u|ä)ten? das|Warten auf die Rückkehr|zum Rauskommen nötig|aufbewahrt, eine)",
         "subject and verb: Das kommt bei fairen Würfeln … vor; Wir warten auf die Rückkehr; "
         "wären nötig gewesen; sie wurde … aufbewahrt und"},
        {"de", R"(^ZAHLEN$|^\{0\} einzeln: \{1\}$)", "KENNZAHLEN; {0} einzeln: je {1}"},
        // The third native review (Spanish 9, German 8.5).
        {"es", R"(dados limpios|clave de sitio|paquetes)",
         "fair dice are dados sin trucar; no developer words (token, packets) on a screen"},
        {"es", R"(dados claros|los claros:)", "the lit scoring dice are resaltados"},
        {"es", R"(\bturno seguido)", "one turn is not in a row: 1 turno sin puntos"},
        {"es", R"(^Se dejó de guardar|^Se vuelve a guardar|^No durante|ANTES DE TIEMPO)",
         "notices are noun phrases: Guardado detenido, Guardado reanudado, No disponible "
         "durante …, FIN ANTICIPADO"},
        {"es", R"(con turnos iguales|La constancia gana|Que se oiga|^No hay jugador)",
         "calques: tras igualar los turnos, Sin prisa, pero sin pausa, ¡A lo grande!, No existe "
         "el jugador"},
        {"es",
         R"(^\{0\} — penalización: \{1\} \{2\}|^\{0\} — tirada: |^(Tope \{1\}\. )?Victoria compartida: \{0\}$|^Ronda final: \{0\})",
         "the narrow log: {0} — {1} {2} (as a score), {0} — {1} (the faces), Victoria: {0} (the "
         "& says it is shared), Final: {0} ({1})"},
        {"de", R"(Extrarunden|Pakete|Kein Verlauf|der Tafel\b)",
         "one word per concept: Stechen, Statistik (Verlauf is the graph), Rangliste; no "
         "developer words"},
        {"de", R"(sind gegangen|nicht gehen$|an der Grenze von)",
         "leaving is aussteigen; the limit is the Wurflimit"},
        {"de",
         R"(erstes Notieren|Notiere sie\b|: lösche|bis es weitergeht|nimmt lieber Punkte als)",
         "Rauskommen ab {0}; Notiere die Punkte; a capital after a colon before a sentence; Wir "
         "warten auf die Rückkehr; legt lieber Punkte beiseite"},
        {"de",
         R"(Selbst optimal|Glück dreht sich|so geht das|lieber weg|\(Verdoppeln\)|ist wieder gespeichert|Im Netz eröffnen|^\{0\} gewinnt)",
         "Auch optimales Spiel verliert mal, Das Blatt wendet sich, Na also, geht doch!, Das "
         "sichere ich mir lieber, Farkle (Verdopplung), ist jetzt gespeichert, Tisch eröffnen, "
         "Sieg: {0}! (a name may be Du)"},
        {"de",
         R"(^\{0\} — Wurf: |^(Wurflimit \{1\}\. )?Geteilter Sieg: \{0\}$|^\{0\} — Strafe: \{1\} \{2\}|^Endrunde: \{0\})",
         "the narrow log: {0} — {1} (the faces), Sieg: {0} (the & says it is shared), {0} — {1} "
         "{2} (as a score), Finale: {0} ({1})"},
        // The fourth native review (l7-de: German 9, the entries since the third).
        {"de", R"(jeder Wurf wirft|^Schnitt notiert$)",
         "a throw does not throw: bei jedem Wurf werden … geworfen; an average is Ø notiert"},
    };
    return list;
}

// Calls `check(lang, entry, text)` for every translated text (each plural form) of every
// catalogue.
template <typename Check> void forEachTranslation(Check check) {
    for (const std::string& lang : greed::test::translatedLanguages()) {
        for (const auto& entry : greed::test::translationsOf(lang)) {
            for (const auto& text : entry.msgstr) {
                check(lang, entry, text);
            }
        }
    }
}

// Runs of four or more digits that stand as a number: not part of an address, a port or a
// version (next to ':' or '.', or one of the fixed technical numbers below).
std::vector<std::string> bareNumbers(const std::string& text) {
    static const std::regex kRun(R"([0-9][0-9.]*[0-9]|[0-9])");
    std::vector<std::string> found;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kRun);
         it != std::sregex_iterator(); ++it) {
        const std::string run = it->str();
        const auto at = static_cast<std::size_t>(it->position());
        const auto end = at + run.size();
        const bool address = (at > 0 && text[at - 1] == ':') ||
                             (end < text.size() && text[end] == ':') ||
                             std::count(run.begin(), run.end(), '.') > 1;
        if (!address && run != "1989" && run != "65535" && run != "24816") {
            found.push_back(run);
        }
    }
    return found;
}

} // namespace

TEST_CASE("the catalogues use the glossary's words", "[i18n]") {
    forEachTranslation([](const std::string& lang, const PoEntry& entry, const std::string& text) {
        for (const auto& banned : bannedWords()) {
            if (banned.lang != lang) {
                continue;
            }
            INFO(lang << ".po line " << entry.line << ": " << text << "\n  " << banned.reason);
            CHECK_FALSE(std::regex_search(text, std::regex(banned.pattern)));
        }
    });
}

TEST_CASE("numbers inside translations are written in the language's style", "[i18n]") {
    // German groups from 1.000; Spanish from 10.000 and leaves four digits alone (1000).
    const std::regex german(R"([0-9]{1,3}(\.[0-9]{3})*)");
    const std::regex spanish(R"([0-9]{1,4}|[0-9]{2,3}\.[0-9]{3}|[0-9]{1,3}(\.[0-9]{3}){2,})");
    forEachTranslation([&](const std::string& lang, const PoEntry& entry, const std::string& text) {
        for (const auto& number : bareNumbers(text)) {
            INFO(lang << ".po line " << entry.line << ": " << text << "\n  " << number);
            CHECK(std::regex_match(number, lang == "de" ? german : spanish));
        }
    });
}

TEST_CASE("the number check tells the styles apart", "[i18n]") {
    CHECK(bareNumbers("drei Farkles kosten 1.000; Port 24816, 192.168.1.20:24816") ==
          std::vector<std::string>{"1.000"});
    CHECK(bareNumbers("meta 10000 (1989)") == std::vector<std::string>{"10000"});
}
