#include "gui/annotate/annotation_propagation.h"

#include "propagation/collective_cost.h"

namespace shardscope::annotate {

std::string checkAnnotation(const ir::Instruction& instruction, const sharding::HloSharding& sharding) {
  const ir::Shape& shape = instruction.shape;
  if (sharding.isTuple()) {
    if (!shape.isTuple()) return "a tuple sharding on an array of shape " + shape.toString(false);
    if (sharding.tupleElements().size() != shape.tupleShapes.size())
      return "the tuple sharding has " + std::to_string(sharding.tupleElements().size()) + " elements, the shape " +
             std::to_string(shape.tupleShapes.size());
    for (std::size_t i = 0; i < shape.tupleShapes.size(); ++i) {
      const sharding::HloSharding& element = sharding.tupleElements()[i];
      if (element.isTiled() && (!shape.tupleShapes[i].isArray() || element.dataRank() != shape.tupleShapes[i].rank()))
        return "tuple element " + std::to_string(i) + ": the sharding tiles " + std::to_string(element.dataRank()) +
               " dims, the shape " + shape.tupleShapes[i].toString(false) + " has another rank";
    }
    return {};
  }
  if (sharding.isTiled()) {
    if (!shape.isArray()) return "a tiled sharding on the non-array shape " + shape.toString(false);
    if (sharding.dataRank() != shape.rank())
      return "the sharding tiles " + std::to_string(sharding.dataRank()) + " dims but " + std::string(instruction.name) +
             " has rank " + std::to_string(shape.rank()) + " (" + shape.toString(false) + ")";
  }
  return {};
}

AnnotatedPropagation propagateAnnotations(const ir::Module& module, const std::vector<Annotation>& annotations,
                                          const propagation::PropagationOptions& options, const CancellationToken& cancel,
                                          const ProgressCallback& progress) {
  AnnotatedPropagation outcome;
  propagation::PropagationOptions withAnnotations = options;
  const ir::Computation& entry = module.entryComputation();
  for (const Annotation& annotation : annotations) {
    const ir::InstructionId id = entry.find(annotation.instruction);
    if (id < 0) {
      outcome.errors.push_back({annotation.instruction, "no instruction `" + annotation.instruction + "` in the entry computation"});
      continue;
    }
    auto parsed = sharding::parseHloSharding(annotation.sharding);
    if (const auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) {
      outcome.errors.push_back({annotation.instruction, "column " + std::to_string(error->offset + 1) + ": " + error->message});
      continue;
    }
    auto& value = std::get<sharding::HloSharding>(parsed);
    if (std::string problem = checkAnnotation(entry.instructions[static_cast<std::size_t>(id)], value); !problem.empty()) {
      outcome.errors.push_back({annotation.instruction, problem});
      continue;
    }
    withAnnotations.userShardings[annotation.instruction] = std::move(value);
    if (annotation.priority != 0) withAnnotations.userPriorities[annotation.instruction] = annotation.priority;
  }
  auto result = std::make_shared<propagation::PropagationResult>(
      propagation::propagateShardings(module, withAnnotations, cancel, progress));
  outcome.entryShardings = result->computations.at(static_cast<std::size_t>(module.entry)).shardings;
  outcome.result = std::move(result);
  return outcome;
}

propagation::ReshardingPlan retimePlan(const propagation::ReshardingPlan& plan, const propagation::Interconnect& interconnect) {
  propagation::ReshardingPlan retimed = plan;
  retimed.interconnect = interconnect.name;
  retimed.totalSeconds = 0;
  for (propagation::PlannedCollective& collective : retimed.collectives) {
    collective.seconds = propagation::collectiveSeconds(collective.bytesPerDevice, interconnect);
    retimed.totalSeconds += collective.seconds;
  }
  return retimed;
}

}  // namespace shardscope::annotate
