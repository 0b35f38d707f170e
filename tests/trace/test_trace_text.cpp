// trace::Text, the detail text of a trace event (core/trace/text.h): an owned text, a
// shared one and a fixed one read the same characters and compare alike; copies of a
// shared or fixed text point at the one original (what keeps a million verifier events
// from copying the same relation, meaning and keys a million times); the last copy of a
// shared text frees it; short texts stay inline; TraceEvent::detail reads through it.
#include "trace/trace.h"

#include <QTest>

#include <memory>
#include <string>
#include <vector>

using shardscope::trace::Text;
using shardscope::trace::TraceEvent;

class TestTraceText : public QObject {
  Q_OBJECT

 private slots:
  void readsAndComparesAlikeWhateverItHolds() {
    const std::string characters = "tiled {devices=[1,32]<=[32]} of the baseline value";
    static const std::string fixedCharacters = "tiled {devices=[1,32]<=[32]} of the baseline value";
    const Text owned(characters);
    const Text shared = Text::shared(characters);
    const Text fixed = Text::fixed(fixedCharacters);
    for (const Text* t : {&owned, &shared, &fixed}) {
      QCOMPARE(t->str(), characters);
      QCOMPARE(t->size(), characters.size());
      QVERIFY(!t->empty());
      QCOMPARE(std::string(t->c_str()), characters);
      QVERIFY(*t == characters);
      QVERIFY(*t == std::string_view(characters));
      QVERIFY(*t == characters.c_str());
      QVERIFY(*t == owned && *t == shared && *t == fixed);
      QVERIFY(*t != "tiled");
      const std::string& read = *t;  // what the views and the CLI read
      QCOMPARE(read, characters);
    }
    QVERIFY(Text().empty());
    QVERIFY(Text::shared(std::shared_ptr<const std::string>()).empty());
    QCOMPARE(Text("x").str(), std::string("x"));
    QCOMPARE(Text(std::string_view("yz")).str(), std::string("yz"));
  }

  void copiesOfASharedTextAreOneText() {
    const Text shared = Text::shared(std::string(200, 'r'));
    std::vector<Text> copies(1000, shared);
    for (const Text& copy : copies) QVERIFY(copy.sharesWith(shared));
    static const std::string key = "operand-relation";
    const Text fixed = Text::fixed(key);
    const Text fixedCopy = fixed;
    QVERIFY(fixedCopy.sharesWith(fixed));
    QCOMPARE(&fixedCopy.str(), &key);
    // An owned text is copied: the copy reads the same characters from elsewhere.
    const Text owned(std::string(200, 'r'));
    const Text ownedCopy = owned;
    QVERIFY(ownedCopy == owned);
    QVERIFY(!ownedCopy.sharesWith(owned));
    QVERIFY(!owned.sharesWith(shared));
  }

  void theLastCopyFreesASharedText() {
    auto characters = std::make_shared<const std::string>(100, 'm');
    const std::weak_ptr<const std::string> watch = characters;
    {
      std::vector<Text> events;
      events.push_back(Text::shared(std::move(characters)));
      for (int k = 0; k < 10; ++k) events.push_back(events.front());
      events.erase(events.begin());
      QVERIFY(!watch.expired());  // the copies still read it
      QCOMPARE(events.back().str(), std::string(100, 'm'));
    }
    QVERIFY(watch.expired());
  }

  void shortTextsStayInline() {
    // A copy of a short string allocates nothing; sharing it would allocate a count.
    const Text shortText = Text::shared(std::string("T[1,32]"));
    const Text copy = shortText;
    QVERIFY(!copy.sharesWith(shortText));
    QVERIFY(copy == "T[1,32]");
    const std::string longer(std::string().capacity() + 1, 'x');
    const Text longText = Text::shared(longer);
    QVERIFY(Text(longText).sharesWith(longText));
  }

  void eventDetailsReadThroughTexts() {
    static const std::string key = "relation";
    TraceEvent event{"relation-derived", "x", "identity", "m", {{"eclass", "3"}}};
    event.details.emplace_back(Text::fixed(key), Text::shared(std::string(40, 'a')));
    event.details.emplace_back("meaning", std::string("why"));
    QVERIFY(event.detail("eclass") && *event.detail("eclass") == "3");
    QVERIFY(event.detail("relation") && *event.detail("relation") == std::string(40, 'a'));
    QVERIFY(event.detail("meaning") && *event.detail("meaning") == "why");
    QVERIFY(!event.detail("baseline"));
    const TraceEvent copy = event;  // the GUI keeps copies of events
    QVERIFY(copy.details[1].second.sharesWith(event.details[1].second));
    QCOMPARE(*copy.detail("relation"), std::string(40, 'a'));
  }
};

QTEST_APPLESS_MAIN(TestTraceText)
#include "test_trace_text.moc"
