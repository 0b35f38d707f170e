// libFuzzer target: session files (.shardscope, session/session_file.h), then what the
// GUI reads out of a session that loaded: its relations text and every user sharding;
// a loaded session is written and read back, and must come back the same.
#include "fuzz/fuzz_support.h"
#include "session/session_file.h"
#include "sharding/hlo_sharding.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  const session::SessionLoadResult result = session::parseSessionText(fuzz::asText(data, size), "input.shardscope");
  if (!result.ok()) {
    fuzz::checkError(result.error);
    return 0;
  }
  const session::Session& session = *result.session;
  for (const session::UserSharding& user : session.userShardings) (void)sharding::parseHloSharding(user.sharding);
  if (!session.relationsJson.empty()) {
    try {
      (void)verify::parseRelationsFile(session.relationsJson);
    } catch (const verify::VerifyInputError&) {
    }
  }
  const std::string text = session::formatSessionText(session);
  const session::SessionLoadResult again = session::parseSessionText(text, "again.shardscope");
  if (!again.ok()) fuzz::abortWith("a loaded session does not load once written: " + again.error.format());
  if (session::formatSessionText(*again.session) != text) fuzz::abortWith("a session changes when written and read back");
  return 0;
}
