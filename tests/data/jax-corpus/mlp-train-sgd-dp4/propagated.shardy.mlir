module @jit_mlp_train_step_sgd attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg9: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>) {
    %0 = stablehlo.dot %arg8, %arg2, precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.reshape %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %3 = stablehlo.reshape %2 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=64}>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %0, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %6 = stablehlo.multiply %5, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %7 = stablehlo.multiply %6, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %8 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.multiply %7, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %11 = stablehlo.add %5, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %12 = sdy.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.multiply %11, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %15 = stablehlo.tanh %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %16 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.add %15, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %19 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.multiply %18, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %22 = stablehlo.multiply %5, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %23 = sdy.reshard %22 <@mesh, [{"dp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %24 = stablehlo.dot %23, %arg3, precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=32, k=64} reduction={k}>} : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.reshape %arg1 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=32}>} : (tensor<32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.add %24, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %30 = sdy.reshard %29 <@mesh, [{"dp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %31 = stablehlo.subtract %30, %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %32 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=32}>} : (tensor<f32>) -> tensor<8x32xf32>
    %34 = stablehlo.multiply %31, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %35 = sdy.constant dense<3.906250e-03> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=32}>} : (tensor<f32>) -> tensor<8x32xf32>
    %37 = stablehlo.multiply %34, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %38 = sdy.reshard %37 <@mesh, [{"dp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k])->([i, j]) {i=8, j=64, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %40 = sdy.reshard %39 <@mesh, [{"dp"}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %41 = stablehlo.multiply %40, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %42 = stablehlo.multiply %5, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %43 = stablehlo.multiply %42, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %44 = stablehlo.subtract %17, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %45 = stablehlo.multiply %43, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %46 = stablehlo.multiply %45, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %47 = stablehlo.add %45, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %48 = stablehlo.multiply %47, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %49 = stablehlo.add %41, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %50 = stablehlo.multiply %48, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %51 = stablehlo.multiply %5, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %52 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=8, j=64}>} : (tensor<f32>) -> tensor<8x64xf32>
    %54 = stablehlo.multiply %51, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %55 = stablehlo.multiply %50, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %56 = stablehlo.add %49, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=64}>} : tensor<8x64xf32>
    %57 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=8, j=64} reduction={i}>} : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %60 = stablehlo.reduce(%59 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=64} reduction={i}>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %61 = sdy.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.multiply %arg4, %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %64 = stablehlo.add %60, %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %65 = sdy.constant dense<-1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %64, %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %68 = stablehlo.add %arg0, %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %69 = stablehlo.reduce(%38 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=8, j=32} reduction={i}>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.reshape %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %71 = stablehlo.reduce(%70 init: %57) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=32} reduction={i}>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.multiply %arg5, %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %74 = stablehlo.add %71, %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %75 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.multiply %74, %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %77 = stablehlo.add %arg1, %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %78 = stablehlo.dot_general %56, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=64, j=32, k=8} reduction={k}>} : (tensor<8x64xf32>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %80 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %81 = stablehlo.multiply %arg6, %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %82 = stablehlo.add %79, %81 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %83 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %84 = stablehlo.multiply %82, %83 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %85 = stablehlo.add %arg2, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %86 = stablehlo.dot_general %38, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=32, j=64, k=8} reduction={k}>} : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
    %87 = stablehlo.transpose %86, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %88 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %89 = stablehlo.multiply %arg7, %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %90 = stablehlo.add %87, %89 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %91 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %92 = stablehlo.multiply %90, %91 {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %93 = stablehlo.add %arg3, %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %94 = stablehlo.multiply %31, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=32}>} : tensor<8x32xf32>
    %95 = stablehlo.reduce(%94 init: %57) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([]) {i=8, j=32} reduction={i, j}>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %96 = sdy.constant dense<2.560000e+02> : tensor<f32>
    %97 = stablehlo.divide %95, %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    return %68, %77, %85, %93, %64, %74, %82, %90, %97 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
